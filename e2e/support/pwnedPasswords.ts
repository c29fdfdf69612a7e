// The Pwned Passwords range API (https://api.pwnedpasswords.com/range/<5 hex digits>), answered by
// the tests themselves: no machine that runs them reaches the internet, and none of them may hang
// on the real breach data. The shared fixture (fixtures.ts) answers every range request "found
// nowhere"; a test that needs another answer routes it again (the newer route answers first).
import type { Route } from "@playwright/test";
import { rangeAnswer } from "../../src/testing/shared/rangeAnswer.ts";

export { sha1 } from "../../src/testing/shared/rangeAnswer.ts";

/** Every request of the range API, as `page.route` matches it. */
export const RANGE_API = "https://api.pwnedpasswords.com/range/*";

/**
 * Answers a range request in the API's documented shape (rangeAnswer.ts), holding `breached` with
 * their counts; readable by the app's origin (CORS).
 */
export function answerRange(breached: Record<string, number> = {}) {
  return async (route: Route) => {
    const prefix = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: await rangeAnswer(prefix, breached),
    });
  };
}
