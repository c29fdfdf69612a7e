// Authenticator apps (TOTP), answered by route as a real project with them enabled answers: the
// Auth emulator refuses them (firebase-tools #6224). The calls and their answers are those of
// Google's Identity Toolkit REST API, as the SDK sends and reads them. The codes are checked with
// otpauth against a secret the test chooses. Behind the answers, the emulator holds the app as a
// phone factor with a number of its own (secondFactors.ts), so the tokens, the session, the
// factor's removal and every other call are the emulator's own.
import type { Page, Route } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { serviceRefusal } from "../app/lifecycle";
import { emulatorCall, emulatorUrl, identityCall } from "./identityCalls";
import { AUTHENTICATOR_APP_NUMBER, asAuthenticatorApp, enrolledFactors } from "./secondFactors";
import { textFor } from "./texts";

/** The clock skew the service allows, in periods either side: docs/DEPLOYING.md enables 5. */
const ADJACENT_INTERVALS = 5;
/** How long the service gives the visitor to finish an enrolment. */
const ENROLMENT_TIME_MS = 10 * 60 * 1000;

/** The visitor's authenticator app, set up with a secret the test chose (a new one by default). */
export class AuthenticatorApp {
  private readonly totp: TOTP;

  constructor(readonly secret = new Secret({ size: 20 })) {
    this.totp = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });
  }

  /** The shared key as the service sends it, and as the enrolment screen writes it out: base32. */
  get key(): string {
    return this.secret.base32;
  }

  /** The code the app shows now. */
  code(): string {
    return this.totp.generate();
  }

  /** Whether the service takes `code` now. */
  accepts(code: string): boolean {
    return this.totp.validate({ token: code, window: ADJACENT_INTERVALS }) !== null;
  }

  /** Six digits the service refuses now: a mistyped code. */
  wrongCode(): string {
    let code = Number(this.code());
    while (this.accepts(String(code).padStart(6, "0"))) code = (code + 1) % 1e6;
    return String(code).padStart(6, "0");
  }
}

type Json = Record<string, unknown>;

function apiKey(route: Route): string {
  return new URL(route.request().url()).searchParams.get("key") ?? "";
}

/** Answers the page with the emulator's answer `response`, as it is. */
async function passOn(route: Route, response: Response) {
  await route.fulfill({ status: response.status, json: (await response.json()) as unknown });
}

/** `mfaEnrollment:start` with `totpEnrollmentInfo`: the secret, in a `totpSessionInfo`. */
async function startEnrolment(route: Route, app: AuthenticatorApp) {
  const { idToken, totpEnrollmentInfo } = route.request().postDataJSON() as Json;
  if (!totpEnrollmentInfo) return route.fallback();
  // The emulator checks the session and the verified address, as the service does.
  const started = await emulatorCall("v2/accounts/mfaEnrollment:start", apiKey(route), {
    idToken,
    phoneEnrollmentInfo: { phoneNumber: AUTHENTICATOR_APP_NUMBER },
  });
  if (!started.ok) return passOn(route, started);
  const { phoneSessionInfo } = (await started.json()) as { phoneSessionInfo: Json };
  await route.fulfill({
    json: {
      totpSessionInfo: {
        sharedSecretKey: app.key,
        verificationCodeLength: 6,
        hashingAlgorithm: "SHA1",
        periodSec: 30,
        sessionInfo: phoneSessionInfo.sessionInfo,
        finalizeEnrollmentTime: new Date(Date.now() + ENROLMENT_TIME_MS).toISOString(),
      },
    },
  });
}

/** `mfaEnrollment:finalize` with `totpVerificationInfo`: the app's code, then new tokens. */
async function finishEnrolment(route: Route, app: AuthenticatorApp) {
  const { idToken, displayName, totpVerificationInfo } = route.request().postDataJSON() as Json;
  if (!totpVerificationInfo) return route.fallback();
  const { sessionInfo, verificationCode } = totpVerificationInfo as Record<string, string>;
  const text = await textFor(sessionInfo ?? "");
  if (!text) return route.fulfill(serviceRefusal("INVALID_SESSION_INFO"));
  if (!app.accepts(verificationCode ?? "")) return route.fulfill(serviceRefusal("INVALID_CODE"));
  const finished = await emulatorCall("v2/accounts/mfaEnrollment:finalize", apiKey(route), {
    idToken,
    displayName,
    phoneVerificationInfo: { sessionInfo, code: text.code },
  });
  await passOn(route, finished);
}

/** `mfaSignIn:finalize` with `totpVerificationInfo` and `mfaEnrollmentId`: the signed-in tokens. */
async function finishSignIn(route: Route, app: AuthenticatorApp) {
  const request = route.request().postDataJSON() as Json;
  const { mfaPendingCredential, mfaEnrollmentId, totpVerificationInfo } = request;
  if (!totpVerificationInfo) return route.fallback();
  // The emulator checks the pending sign-in and the factor, and texts the stand-in its code.
  const started = await emulatorCall("v2/accounts/mfaSignIn:start", apiKey(route), {
    mfaPendingCredential,
    mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  if (!started.ok) return passOn(route, started);
  const { phoneResponseInfo } = (await started.json()) as { phoneResponseInfo: Json };
  const sessionInfo = String(phoneResponseInfo.sessionInfo);
  const text = await textFor(sessionInfo);
  if (text?.phoneNumber !== AUTHENTICATOR_APP_NUMBER) {
    return route.fulfill(serviceRefusal("MFA_ENROLLMENT_NOT_FOUND"));
  }
  const { verificationCode } = totpVerificationInfo as Record<string, string>;
  if (!app.accepts(verificationCode ?? "")) return route.fulfill(serviceRefusal("INVALID_CODE"));
  const finished = await emulatorCall("v2/accounts/mfaSignIn:finalize", apiKey(route), {
    mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: text.code },
  });
  await passOn(route, finished);
}

/**
 * Passes the call on to the emulator, and shows the app's stand-in in its answer as the app:
 * a pending sign-in's `mfaInfo` (the numbers masked), and the signed-in user's (`accounts:lookup`).
 */
async function showAsApp(route: Route) {
  const response = await route.fetch({ url: emulatorUrl(new URL(route.request().url())) });
  const json = (await response.json()) as Json & { mfaInfo?: Json[]; users?: Json[] };
  if (json.mfaInfo) {
    const { email } = route.request().postDataJSON() as { email: string };
    const apps = (await enrolledFactors(email)).filter(
      ({ phoneInfo }) => phoneInfo === AUTHENTICATOR_APP_NUMBER,
    );
    json.mfaInfo = json.mfaInfo.map((factor) => {
      const app = apps.find(({ mfaEnrollmentId }) => mfaEnrollmentId === factor.mfaEnrollmentId);
      return app ? asAuthenticatorApp(app) : factor;
    });
  }
  for (const user of json.users ?? []) {
    user.mfaInfo = (user.mfaInfo as Json[] | undefined)?.map((factor) =>
      factor.phoneInfo === AUTHENTICATOR_APP_NUMBER ? asAuthenticatorApp(factor) : factor,
    );
  }
  await route.fulfill({ response, json });
}

/**
 * Answers the authenticator-app calls of `page` as a project with them enabled, whose visitor's
 * app is `app`; every other call goes on. Set it up before the page loads. Resolves to `app`.
 */
export async function answerAuthenticatorApps(
  page: Pick<Page, "route">,
  app = new AuthenticatorApp(),
): Promise<AuthenticatorApp> {
  await page.route(identityCall("v2/accounts/mfaEnrollment:start"), (r) => startEnrolment(r, app));
  await page.route(identityCall("v2/accounts/mfaEnrollment:finalize"), (r) =>
    finishEnrolment(r, app),
  );
  await page.route(identityCall("v2/accounts/mfaSignIn:finalize"), (r) => finishSignIn(r, app));
  await page.route(identityCall("v1/accounts:signInWithPassword"), showAsApp);
  await page.route(identityCall("v1/accounts:lookup"), showAsApp);
  return app;
}
