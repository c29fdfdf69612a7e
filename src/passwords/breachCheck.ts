/** The Pwned Passwords range API (haveibeenpwned.com), which the CSP's connect-src names. */
export const RANGE_API = "https://api.pwnedpasswords.com/range/";

/** How long the range API has to answer before the check is skipped. */
export const BREACH_CHECK_TIMEOUT_MS = 5000;

/**
 * Whether `password` is in the breached passwords that Pwned Passwords holds, by k-anonymity: only
 * the first five hex digits of its SHA-1 leave the browser, and the API answers every hash that
 * begins so ("SUFFIX:COUNT" lines), padded with made-up ones of count 0 (`Add-Padding`) so that the
 * answer's size tells nothing. "unreachable" when no answer came, or a failed one: the caller goes
 * on without the check, and says so.
 *
 * Written here, not taken from @zxcvbn-ts/matcher-pwned: its latest release (3.0.4) needs
 * @zxcvbn-ts/core 3, so a second zxcvbn would ship beside this one's 4. By default it takes a
 * failed request, silently, for a password in no breach, and it sets no time limit.
 */
export async function breachCheck(
  password: string,
): Promise<"breached" | "not found" | "unreachable"> {
  const hash = await sha1Hex(password);
  let answer: string;
  try {
    const response = await fetch(RANGE_API + hash.slice(0, 5), {
      headers: { "Add-Padding": "true" },
      signal: AbortSignal.timeout(BREACH_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return "unreachable";
    answer = await response.text();
  } catch {
    return "unreachable"; // offline, blocked, or out of time
  }
  const entry = `${hash.slice(5)}:`;
  const found = answer
    .toUpperCase()
    .split(/\r?\n/)
    .some((line) => line.startsWith(entry) && Number(line.slice(entry.length)) > 0);
  return found ? "breached" : "not found";
}

/** The SHA-1 of `text` (as UTF-8), in upper-case hex, as the range API writes it. */
async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}
