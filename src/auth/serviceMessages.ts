import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { leftToRight } from "../i18n/leftToRight";
import { SERVICE_UNAVAILABLE } from "./IdentityService";

/** The phone number in international form that a refusal of one written otherwise gives. */
const EXAMPLE_PHONE = "+15555550100";

/** The service's codes in plain words, in one place, so every screen says a failure alike. */
export const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "auth/invalid-email": msg`That is not a valid e-mail address.`,
  "auth/invalid-new-email": msg`That is not a valid e-mail address.`,
  "auth/missing-email": msg`Enter an e-mail address.`,
  "auth/missing-new-email": msg`Enter the new e-mail address.`,
  "auth/missing-password": msg`Enter your current password.`,
  "auth/missing-new-password": msg`Enter a new password.`,
  "auth/invalid-credential": msg`The current password is not right.`,
  "auth/wrong-password": msg`The current password is not right.`,
  "auth/weak-password": msg({
    comment: "6 is Firebase's own minimum length, the same in every project.",
    message: "The new password is too weak: use at least 6 characters.",
  }),
  "auth/password-does-not-meet-requirements": msg`The new password does not meet this site's password rules.`,
  "auth/email-already-in-use": msg`That address belongs to another account.`,
  "auth/requires-recent-login": msg`For your security, sign out and sign in again, then retry.`,
  "auth/too-many-requests": msg`Too many requests for now. Wait a few minutes, then try again.`,
  "auth/network-request-failed": msg`The service could not be reached. Check your connection, then try again.`,
  "auth/invalid-action-code": msg`This link is not valid: it has been used already, or it was not copied whole.`,
  "auth/expired-action-code": msg`This link has expired.`,
  "auth/user-disabled": msg`This account has been disabled.`,
  "auth/user-not-found": msg`This account no longer exists.`,
  "auth/user-token-expired": msg`Your session has ended. Sign in again.`,
  "auth/unauthorized-continue-uri": msg`The e-mail could not be sent: this site's domain is not authorised in the Firebase project.`,
  "auth/multi-factor-auth-required": msg`This needs your second factor too.`,
  "auth/invalid-verification-code": msg`That code is not right. Check it, then try again.`,
  "auth/missing-verification-code": msg`Enter the code.`,
  "auth/missing-code": msg`Enter the code.`,
  "auth/code-expired": msg`That code has expired. Send a new code, then enter it.`,
  "auth/invalid-verification-id": msg`That code is no longer waiting to be used. Send a new code.`,
  "auth/missing-verification-id": msg`No code has been sent yet. Send a code, then enter it.`,
  "auth/invalid-multi-factor-session": msg`The wait for your second factor has timed out. Start again with your password.`,
  "auth/missing-multi-factor-session": msg`The wait for your second factor has timed out. Start again with your password.`,
  "auth/multi-factor-info-not-found": msg`That second factor is no longer on this account.`,
  "auth/missing-multi-factor-info": msg`Choose one of your second factors.`,
  "auth/unverified-email": msg`Verify your e-mail address first: only then can you add a second factor.`,
  "auth/invalid-phone-number": msg({
    message: "That is not a valid phone number. Write it in international form, such as {example}.",
  }),
  "auth/missing-phone-number": msg`Enter a phone number.`,
  "auth/second-factor-already-in-use": msg`That second factor is already on your account.`,
  "auth/maximum-second-factor-count-exceeded": msg`Your account has as many second factors as it can hold. Remove one first.`,
  "auth/unsupported-first-factor": msg`This account's way of signing in cannot have a second factor.`,
  "auth/quota-exceeded": msg`Too many texts have been sent for now. Wait a while, then try again.`,
  "auth/captcha-check-failed": msg`The check that you are not a robot failed. Reload the page, then try again.`,
  "auth/invalid-app-credential": msg`The check that you are not a robot failed. Reload the page, then try again.`,
  // The functions' callable client (functions/): a network or CORS failure reads "internal".
  "functions/unauthenticated": msg`For your security, confirm it's you again, then retry.`,
  "functions/permission-denied": msg`For your security, confirm it's you again, then retry.`,
  "functions/internal": msg`The server could not be reached, so nothing was changed. Check your connection, then try again.`,
  "functions/unavailable": msg`The server could not be reached, so nothing was changed. Check your connection, then try again.`,
  // Not "nothing was changed": the server may have done it after the app stopped waiting.
  "functions/deadline-exceeded": msg`The server took too long to answer. Try again.`,
  "functions/not-found": msg`The server could not be reached, so nothing was changed. Check your connection, then try again.`,
  "functions/resource-exhausted": msg`Too many requests for now. Wait a few minutes, then try again.`,
  [SERVICE_UNAVAILABLE]: msg`The sign-in service could not be loaded. Check your connection, then try again.`,
};

/** The service's code for a failed call ("auth/…", "functions/…"), or null for one without. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}

/** A failure a screen has put in words itself, as a message to translate when it is shown. */
export class UserFacingError extends Error {
  constructor(
    readonly descriptor: MessageDescriptor,
    cause?: unknown,
  ) {
    super(descriptor.message ?? descriptor.id, { cause });
  }
}

// The failures reported already: a screen may say a failure's message again at every render.
const reported = new WeakSet();

/**
 * What to tell the user of a failed call: `t(messageFor(error))`. One without a code is the app's
 * bug, reported once with console.error, which reaches whoever debugs the page and fails the tests.
 */
export function messageFor(error: unknown): MessageDescriptor {
  if (error instanceof UserFacingError) return error.descriptor;
  const code = errorCode(error);
  if (code !== null) {
    const words = MESSAGES[code];
    // {example}, the one placeholder of the table's words, is a phone number: kept left to right.
    return words
      ? { ...words, values: { example: leftToRight(EXAMPLE_PHONE) } }
      : unnamedRefusal(code);
  }
  if (!(error instanceof Object && reported.has(error))) {
    console.error("A call failed without a service code, a bug in the app:", error);
    if (error instanceof Object) reported.add(error);
  }
  return msg`Something went wrong in the app itself, not on your side. Reload the page, then try again.`;
}

/** A refusal the table has no words for, named by the service's code. */
function unnamedRefusal(serviceCode: string): MessageDescriptor {
  const code = leftToRight(serviceCode);
  return msg`Something went wrong (${code}). Try again.`;
}
