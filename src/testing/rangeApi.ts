import { vi } from "vitest";

/** The SHA-1 of `text`, in upper-case hex, as the Pwned Passwords range API writes hashes. */
export async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** Made-up hash suffixes of count 0, as the range API pads every answer (`Add-Padding`). */
const PADDING = ["0000000000000000000000000000000000A:0", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0"];

/**
 * Stands in for the Pwned Passwords range API: `fetch` answers a range request in the API's shape
 * (SUFFIX:COUNT lines, CRLF, padded with lines of count 0), holding `breached` with their counts.
 * Resolves to the stub, to see what was asked.
 */
export async function stubRangeApi(breached: Record<string, number> = {}) {
  const hashes = await Promise.all(
    Object.entries(breached).map(
      async ([password, count]) => [await sha1(password), count] as const,
    ),
  );
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) => {
    const prefix = url.slice(-5);
    const found = hashes
      .filter(([hash]) => hash.startsWith(prefix))
      .map(([hash, count]) => `${hash.slice(5)}:${count}`);
    return Promise.resolve(new Response([...PADDING, ...found].join("\r\n")));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
