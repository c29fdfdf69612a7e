import { FirebaseError } from "@firebase/app";
import type { Auth, MultiFactorError } from "@firebase/auth";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import { loadServiceChunk } from "./loadServiceChunk";

/** The SDK's second-factor part (secondFactorSdk.ts), loaded the first time a call needs it. */
export function loadSecondFactorSdk() {
  return loadServiceChunk(() => import("./secondFactorSdk"));
}

/**
 * The error a failed call rejects with: where a second factor is asked, a copy of the SDK's (left
 * as it is) with the `challenge` that completes the call; `onComplete` runs then.
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
