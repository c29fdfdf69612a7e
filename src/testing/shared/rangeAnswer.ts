// The Pwned Passwords range API's answer, as the tests make it: the unit tests' fetch stub
// (rangeApi.ts) and the browser suites' route (e2e/support/pwnedPasswords.ts) both answer with it.

/** The SHA-1 of `text` (as UTF-8), in upper-case hex, as the range API writes hashes. */
export async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/**
 * What the range API answers for `prefix` (five hex digits): "SUFFIX:COUNT" lines ending in CRLF,
 * the hashes of `breached` that start with it, with their counts (a count of 0 is a padding line
 * that happens to match), then made-up suffixes of count 0, as it pads every answer with
 * `Add-Padding: true` (to 800-1,000 lines; a few do here), each differing per prefix as its do.
 */
export async function rangeAnswer(
  prefix: string,
  breached: Record<string, number> = {},
): Promise<string> {
  const hashes = await Promise.all(
    Object.entries(breached).map(
      async ([password, count]) => [await sha1(password), count] as const,
    ),
  );
  const found = hashes
    .filter(([hash]) => hash.startsWith(prefix))
    .map(([hash, count]) => `${hash.slice(5)}:${count}`);
  const padding = await Promise.all(
    ["0", "7", "F"].map(async (digit) => `${(await sha1(prefix + digit)).slice(5)}:0`),
  );
  return [...found, ...padding].join("\r\n");
}
