import { FirebaseError } from "@firebase/app";
import type { Auth, MultiFactorError } from "@firebase/auth";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import { loadServiceChunk } from "./loadServiceChunk";

/** The SDK's second-factor part (secondFactorSdk.ts), loaded the first time a call needs it. */
export function loadSecondFactorSdk() {
  return loadServiceChunk(() => import("./secondFactorSdk"));
}

/**
 * What a call that failed with `error` rejects with: that error, and where the service asked for a
 * second factor, a copy of it (the same code and message) with the challenge that completes the
 * call (src/auth/secondFactorChallenge.ts reads it). `onComplete` runs once the factor is given.
 * A copy, so that the SDK's own error is left as the SDK made it.
 */
export async function withChallenge(
  auth: Auth,
  error: unknown,
  onComplete: () => void,
): Promise<unknown> {
  if (!(error instanceof FirebaseError) || error.code !== SECOND_FACTOR_REQUIRED) return error;
  const { challengeFor } = await loadSecondFactorSdk();
  return Object.assign(new FirebaseError(error.code, error.message, error.customData), {
    challenge: challengeFor(auth, error as MultiFactorError, onComplete),
  });
}
