import type { SecondFactorChallenge } from "../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";

/**
 * An error as the Firebase SDK makes it: its code, and the SDK's wording of it ("Firebase: Error
 * (auth/invalid-email)."), or the service's own message before the code.
 */
export function serviceError(code: string, message?: string): Error {
  const text = message ? `Firebase: ${message} (auth/${code}).` : `Firebase: Error (auth/${code}).`;
  return Object.assign(new Error(text), { code: `auth/${code}` });
}

/** The refusal of a call that waits for a second factor, carrying the challenge that completes it. */
export function secondFactorRequired(challenge: SecondFactorChallenge): Error {
  return Object.assign(serviceError(SECOND_FACTOR_REQUIRED.replace("auth/", "")), { challenge });
}

/** An error as the Functions client makes it: its code, and the server's own words, never shown. */
export function functionsError(code: string, message = "The server's own words."): Error {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}
