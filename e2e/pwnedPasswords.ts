// The Pwned Passwords range API (https://api.pwnedpasswords.com/range/<5 hex digits>), answered by
// the tests themselves: no machine that runs them reaches the internet, and none of them may hang
// on the real breach data. The shared fixture (fixtures.ts) answers every range request "found
// nowhere"; a test that needs another answer routes it again (the newer route answers first).
import { createHash } from "node:crypto";
import type { Route } from "@playwright/test";

/** Every request of the range API, as `page.route` matches it. */
export const RANGE_API = "https://api.pwnedpasswords.com/range/*";

/** The SHA-1 of `password`, in upper-case hex, as the range API writes hashes. */
export function sha1(password: string): string {
  return createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
}

/**
 * Made-up suffixes of count 0, as the API pads an answer with `Add-Padding: true` (to 800-1,000
 * lines; a few do here). Each differs per prefix, as the API's do.
 */
function padding(prefix: string): string[] {
  return ["0", "7", "F"].map((digit) => `${sha1(prefix + digit).slice(5)}:0`);
}

/**
 * Answers a range request in the API's documented shape: "SUFFIX:COUNT" lines ending in CRLF, the
 * hashes of `breached` that start with the asked prefix with their counts (a count of 0 is a
 * padding line that happens to match), then the padding; readable by the app's origin (CORS).
 */
export function answerRange(breached: Record<string, number> = {}) {
  return async (route: Route) => {
    const prefix = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const found = Object.entries(breached)
      .map(([password, count]) => [sha1(password), count] as const)
      .filter(([hash]) => hash.startsWith(prefix))
      .map(([hash, count]) => `${hash.slice(5)}:${count}`);
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: [...found, ...padding(prefix)].join("\r\n"),
    });
  };
}
