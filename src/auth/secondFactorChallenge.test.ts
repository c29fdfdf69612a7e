import { describe, expect, it } from "vitest";
import type { SecondFactorChallenge } from "./IdentityService";
import { SECOND_FACTOR_REQUIRED, secondFactorChallenge } from "./secondFactorChallenge";

const challenge: SecondFactorChallenge = {
  factors: [],
  sendCode: () => Promise.resolve(),
  complete: () => Promise.resolve(),
};

describe("secondFactorChallenge", () => {
  it("gives the challenge a call rejected with for want of a second factor", () => {
    const error = Object.assign(new Error("second factor"), {
      code: SECOND_FACTOR_REQUIRED,
      challenge,
    });
    expect(secondFactorChallenge(error)).toBe(challenge);
  });

  it.each([
    ["another failure's code", { code: "auth/invalid-credential", challenge }],
    ["the code without a challenge", { code: SECOND_FACTOR_REQUIRED }],
    ["null", null],
    ["a string", SECOND_FACTOR_REQUIRED],
    ["undefined", undefined],
  ])("gives null for %s", (_, error) => {
    expect(secondFactorChallenge(error)).toBeNull();
  });
});
