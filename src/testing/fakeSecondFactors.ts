// The fake's second factors as the service keeps them and shows them (see FakeIdentityService.ts).
import { Secret, TOTP } from "otpauth";
import type { SecondFactor, SecondFactorChallenge } from "../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import { serviceError } from "./serviceError";

/** A factor as the fake keeps it: an app's with its secret, which the service never gives out. */
export type Factor = SecondFactor & { secret: string | null };

/** The issuer an authenticator app shows beside the account's address. */
const AUTHENTICATOR_ISSUER = "Fake project";

/** A factor as the service gives it: an app's secret stays with the service. */
export function shown({ id, kind, name, phoneNumber, addedAt }: Factor): SecondFactor {
  return { id, kind, name, phoneNumber, addedAt };
}

/**
 * A factor as the service gives it during a sign-in: a phone's number masked as the Auth emulator
 * masks it, every digit but the last four a star.
 */
export function masked(factor: Factor): SecondFactor {
  const phoneNumber = factor.phoneNumber?.replace(/\d(?=(?:\D*\d){4})/g, "*") ?? null;
  return { ...shown(factor), phoneNumber };
}

/** The refusal of a call that waits for a second factor, carrying the challenge that completes it. */
export function secondFactorRequired(challenge: SecondFactorChallenge<unknown>): Error {
  return Object.assign(serviceError(SECOND_FACTOR_REQUIRED.replace("auth/", "")), { challenge });
}

/** A new secret for an authenticator app, and the `otpauth://` URI that gives it to the app. */
export function newAuthenticatorApp(email: string): { secret: string; uri: string } {
  const app = new TOTP({ issuer: AUTHENTICATOR_ISSUER, label: email });
  return { secret: app.secret.base32, uri: app.toString() };
}

/** Accepts the app's code for now, or the one just before or after (a clock a little off). */
export function checkAppCode(secret: string, code: string): void {
  if (TOTP.validate({ token: code, secret: Secret.fromBase32(secret), window: 1 }) === null) {
    throw serviceError("invalid-verification-code");
  }
}
