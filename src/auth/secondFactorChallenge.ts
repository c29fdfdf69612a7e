import type { SecondFactorChallenge } from "./SecondFactors";

/** The code a call rejects with when the service asks for a second factor. */
export const SECOND_FACTOR_REQUIRED = "auth/multi-factor-auth-required";

/** The challenge that completes a call refused for want of a second factor, else null. */
export function secondFactorChallenge(error: unknown): SecondFactorChallenge | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, challenge } = error as { code?: unknown; challenge?: SecondFactorChallenge };
  return code === SECOND_FACTOR_REQUIRED && challenge ? challenge : null;
}
