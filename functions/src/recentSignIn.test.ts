import { describe, expect, it } from "vitest";
import { RECENT_SIGN_IN_SECONDS, refusal } from "./recentSignIn.js";

const NOW = 1_800_000_000;

describe("the refusal of a call that ends every session", () => {
  it("refuses a caller with no ID token as unauthenticated", () => {
    expect(refusal(undefined, NOW)).toBe("unauthenticated");
  });

  it("lets through a sign-in up to five minutes old, to the second", () => {
    expect(RECENT_SIGN_IN_SECONDS).toBe(300);
    expect(refusal({ auth_time: NOW }, NOW)).toBeNull();
    expect(refusal({ auth_time: NOW - 300 }, NOW)).toBeNull();
    // A server clock a little behind the one that signed the token.
    expect(refusal({ auth_time: NOW + 2 }, NOW)).toBeNull();
  });

  it("refuses an older sign-in, or a token that does not say when it signed in", () => {
    expect(refusal({ auth_time: NOW - 301 }, NOW)).toBe("permission-denied");
    expect(refusal({}, NOW)).toBe("permission-denied");
    expect(refusal({ auth_time: String(NOW) }, NOW)).toBe("permission-denied");
    expect(refusal({ auth_time: Number.NaN }, NOW)).toBe("permission-denied");
  });
});
