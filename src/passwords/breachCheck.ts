/** The Pwned Passwords range API (haveibeenpwned.com), which the CSP's connect-src names. */
export const RANGE_API = "https://api.pwnedpasswords.com/range/";

/** How long the range API has to answer before the check is skipped. */
export const BREACH_CHECK_TIMEOUT_MS = 5000;

/**
 * Whether Pwned Passwords holds `password`, by k-anonymity: only five hex digits of its SHA-1 leave
 * the browser; the answer, every hash so begun, is padded (`Add-Padding`): its size tells nothing.
 * "unreachable" when no answer came, or a failed one: the caller goes on without the check.
 *
 * Not @zxcvbn-ts/matcher-pwned: its 3.0.4 needs a second zxcvbn (core 3), takes a failed request
 * silently for a password in no breach, and sets no time limit.
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
