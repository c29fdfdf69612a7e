import { FirebaseError } from "@firebase/app";
import type { Auth, MultiFactorError } from "@firebase/auth";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import { loadServiceChunk } from "./loadServiceChunk";

/** The SDK's second-factor code (firebaseSecondFactor.ts), loaded the first time a call needs it. */
export function loadSecondFactorCode() {
  return loadServiceChunk(() => import("./firebaseSecondFactor"));
}

/**
 * What a call that failed with `error` rejects with: the same error, and where the service asked
 * for a second factor, the challenge that completes the call attached (src/auth/
 * secondFactorChallenge.ts), whose `then` does the rest of the call once the factor is given.
 */
export async function withChallenge<Result>(
  auth: Auth,
  error: unknown,
  then: () => Result | Promise<Result>,
): Promise<unknown> {
  if (!(error instanceof FirebaseError) || error.code !== SECOND_FACTOR_REQUIRED) return error;
  const { challengeFor } = await loadSecondFactorCode();
  return Object.assign(error, {
    challenge: challengeFor(auth, error as MultiFactorError, then),
  });
}
