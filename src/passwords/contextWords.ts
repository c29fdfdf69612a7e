/**
 * The context words a new password must not be made of (OWASP ASVS 6.1.2), in lower case: each
 * word whole, an address's two halves, and every run of letters and digits ("Alice.Smith@mail.com"
 * gives "alice.smith", "mail.com", "alice", "smith", "mail" and "com").
 */
export function contextWords(words: readonly string[]): string[] {
  const parts = words.flatMap((word) => [
    word,
    ...word.split("@"),
    ...(word.match(/[\p{L}\p{N}]+/gu) ?? []),
  ]);
  return [...new Set(parts.map((part) => part.toLowerCase()))].filter((part) => part !== "");
}
