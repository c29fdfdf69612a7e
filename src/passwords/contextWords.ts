/**
 * The context words a new password must not be made of (OWASP ASVS 6.1.2), from the words a page
 * gives: each word whole, the two halves of an address, and every run of letters and digits in
 * it. "Alice.Smith@mail.example.com" gives "alice.smith", "mail.example.com", "alice", "smith",
 * "mail", "example" and "com"; "Firebase Auth Demo" gives "firebase", "auth" and "demo". In lower
 * case, as zxcvbn compares them.
 */
export function contextWords(words: readonly string[]): string[] {
  const parts = words.flatMap((word) => [
    word,
    ...word.split("@"),
    ...(word.match(/[\p{L}\p{N}]+/gu) ?? []),
  ]);
  return [...new Set(parts.map((part) => part.toLowerCase()))].filter((part) => part !== "");
}
