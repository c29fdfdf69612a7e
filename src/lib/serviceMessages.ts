/**
 * The identity service's codes in plain words, in one place, so that every screen says a failure
 * alike, and none says whether an account exists: the service's answers already do not.
 */
export const MESSAGES: Readonly<Record<string, string>> = {
  "auth/invalid-email": "That is not a valid e-mail address.",
  "auth/invalid-new-email": "That is not a valid e-mail address.",
  "auth/missing-email": "Enter an e-mail address.",
  "auth/missing-new-email": "Enter the new e-mail address.",
  "auth/missing-password": "Enter your current password.",
  "auth/missing-new-password": "Enter a new password.",
  "auth/invalid-credential": "The current password is not right.",
  "auth/wrong-password": "The current password is not right.",
  "auth/weak-password": "The new password is too weak: use at least 6 characters.",
  "auth/password-does-not-meet-requirements":
    "The new password does not meet this site's password rules.",
  "auth/email-already-in-use": "That address belongs to another account.",
  "auth/requires-recent-login": "For your security, sign out and sign in again, then retry.",
  "auth/too-many-requests": "Too many requests for now. Wait a few minutes, then try again.",
  "auth/network-request-failed":
    "The service could not be reached. Check your connection, then try again.",
  "auth/invalid-action-code":
    "This link is not valid: it has been used already, or it was not copied whole.",
  "auth/expired-action-code": "This link has expired.",
  "auth/user-disabled": "This account has been disabled.",
  "auth/user-not-found": "This account no longer exists.",
  "auth/user-token-expired": "Your session has ended. Sign in again.",
  "auth/unauthorized-continue-uri":
    "The e-mail could not be sent: this site's domain is not authorised in the Firebase project.",
  // Second factors.
  "auth/multi-factor-auth-required": "This needs your second factor too.",
  "auth/invalid-verification-code": "That code is not right. Check it, then try again.",
  "auth/missing-verification-code": "Enter the code.",
  "auth/missing-code": "Enter the code.",
  "auth/code-expired": "That code has expired. Send a new code, then enter it.",
  "auth/invalid-verification-id": "That code is no longer waiting to be used. Send a new code.",
  "auth/missing-verification-id": "No code has been sent yet. Send a code, then enter it.",
  "auth/invalid-multi-factor-session":
    "The wait for your second factor has timed out. Start again with your password.",
  "auth/missing-multi-factor-session":
    "The wait for your second factor has timed out. Start again with your password.",
  "auth/multi-factor-info-not-found": "That second factor is no longer on this account.",
  "auth/missing-multi-factor-info": "Choose one of your second factors.",
  "auth/unverified-email":
    "Verify your e-mail address first: only then can you add a second factor.",
  "auth/invalid-phone-number":
    "That is not a valid phone number. Write it in international form, such as +15555550100.",
  "auth/missing-phone-number": "Enter a phone number.",
  "auth/second-factor-already-in-use": "That second factor is already on your account.",
  "auth/maximum-second-factor-count-exceeded":
    "Your account has as many second factors as it can hold. Remove one first.",
  "auth/unsupported-first-factor": "This account's way of signing in cannot have a second factor.",
  "auth/quota-exceeded": "Too many texts have been sent for now. Wait a while, then try again.",
  "auth/captcha-check-failed":
    "The check that you are not a robot failed. Reload the page, then try again.",
  "auth/invalid-app-credential":
    "The check that you are not a robot failed. Reload the page, then try again.",
  // The app's own: the SDK's code could not be loaded (src/firebase/connectFirebase.ts).
  "app/service-unavailable":
    "The sign-in service could not be loaded. Check your connection, then try again.",
};

/** The service's code for a failed call ("auth/…"), or null for an error without one. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}

/**
 * A failure the screen that met it has already put in plain words (the unmet password rules, a
 * chunk that could not load, a mistyped confirmation), with the error behind it, if any.
 */
export class PlainFailure extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

// The failures reported already: a screen may say a failure's message again at every render.
const reported = new WeakSet();

/**
 * What to tell the user of a failed call, on the screens beyond the spec's two forms (those alert
 * the service's own message: alertError.ts). A service's refusal is said in plain words, by its
 * code (a code without words here is named). A failure without a code is no refusal but a bug in
 * the app: it is reported as an error, once, to reach whoever debugs the page and to fail the
 * tests (which watch the console), and the visitor is not told that it was their doing.
 */
export function messageFor(error: unknown): string {
  if (error instanceof PlainFailure) return error.message;
  const code = errorCode(error);
  if (code !== null) return MESSAGES[code] ?? `Something went wrong (${code}). Try again.`;
  if (!(error instanceof Object && reported.has(error))) {
    console.error("A call failed without a service code, a bug in the app:", error);
    if (error instanceof Object) reported.add(error);
  }
  return "Something went wrong in the app itself, not on your side. Reload the page, then try again.";
}
