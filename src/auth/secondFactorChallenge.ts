import type { SecondFactorChallenge } from "./IdentityService";

/** The code a call rejects with when the service asks for a second factor. */
export const SECOND_FACTOR_REQUIRED = "auth/multi-factor-auth-required";

/**
 * The challenge that completes a call which rejected with `error` for want of a second factor, or
 * null when it failed for another reason. `Result` is what the call resolves with.
 */
export function secondFactorChallenge<Result = void>(
  error: unknown,
): SecondFactorChallenge<Result> | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, challenge } = error as {
    code?: unknown;
    challenge?: SecondFactorChallenge<Result>;
  };
  return code === SECOND_FACTOR_REQUIRED && challenge ? challenge : null;
}
