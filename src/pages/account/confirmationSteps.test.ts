import { describe, expect, it } from "vitest";
import type { SecondFactorChallenge } from "../../auth/IdentityService";
import { IDLE, nextStep, type Ask, type Confirmation } from "./confirmationSteps";

const challenge: SecondFactorChallenge = {
  factors: [],
  sendCode: () => Promise.resolve(),
  complete: () => Promise.resolve(),
};

function ask(change: string): Ask {
  const purpose = { password: { id: change }, secondFactor: { id: `${change}, too` } };
  return { purpose, answer: () => {} };
}

describe("nextStep", () => {
  const first = ask("change your password");
  const later = ask("delete your account");
  const asking: Confirmation = { step: "password", ask: first };
  const secondFactor: Confirmation = { step: "second factor", ask: first, challenge };

  it("asks for the password when a change asks", () => {
    expect(nextStep(IDLE, { type: "asked", ask: first })).toEqual(asking);
  });

  it("moves on to the second factor, then ends", () => {
    expect(nextStep(asking, { type: "second factor needed", ask: first, challenge })).toEqual(
      secondFactor,
    );
    expect(nextStep(secondFactor, { type: "ended", ask: first })).toBe(IDLE);
    expect(nextStep(asking, { type: "ended", ask: first })).toBe(IDLE);
  });

  it("ignores the events of an ask that has ended, or was never asked", () => {
    const now: Confirmation = { step: "password", ask: later };
    expect(nextStep(now, { type: "ended", ask: first })).toBe(now);
    expect(nextStep(now, { type: "second factor needed", ask: first, challenge })).toBe(now);
    expect(nextStep(IDLE, { type: "ended", ask: first })).toBe(IDLE);
    expect(nextStep(IDLE, { type: "second factor needed", ask: first, challenge })).toBe(IDLE);
  });
});
