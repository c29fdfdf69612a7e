import REAL_PROJECT from "../../src/testing/realProject.json" with { type: "json" };
import { createAccount, PASSWORD, signsIn } from "../accounts";
import { answerAuthenticatorApps } from "../authenticatorApp";
import { anyOf, type Page } from "../fixtures";
import { answerRevertLink } from "../revertLink";
import {
  authenticatorAppFactor,
  createAccountWithFactors,
  enrolledFactors,
} from "../secondFactors";
import { nextText, textedCode, textsTo, uniquePhoneNumber } from "../texts";
import { REFUSED_GOOGLE_CALL, expect, test } from "./googleApis";
import {
  answerRecaptchaConfig,
  RECAPTCHA_FRAME,
  SITE_KEY,
  standInRecaptcha,
} from "./recaptchaStandIn";

// The second-factor helpers the browser tests share (e2e/texts.ts, secondFactors.ts,
// authenticatorApp.ts, revertLink.ts), tried on the service's REST API as the production build's
// SDK calls it: from the page, under firebase.json's CSP, to Google's address, answered by the
// Auth emulator and, for what the emulator cannot do, by the helpers' routes.

interface Answer {
  status: number;
  json: Record<string, unknown> & { error?: { message: string } };
}

/** One call of the service's REST API made by the page, as its SDK makes it. */
async function call(page: Page, endpoint: string, body: object): Promise<Answer> {
  const url = `https://identitytoolkit.googleapis.com/${endpoint}?key=${REAL_PROJECT.VITE_FIREBASE_API_KEY}`;
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Answer["json"] };
    },
    { url, body },
  );
}

/** The ID token of a password sign-in with no second factor. */
async function idToken(page: Page, email: string): Promise<string> {
  const { json } = await call(page, "v1/accounts:signInWithPassword", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return String(json.idToken);
}

/** A password sign-in that asks for a second factor: its pending credential and the factors. */
async function pendingSignIn(page: Page, email: string) {
  const { json } = await call(page, "v1/accounts:signInWithPassword", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  expect(json.idToken).toBeUndefined();
  return json as { mfaPendingCredential: string; mfaInfo: Record<string, unknown>[] };
}

/** What the SDK adds to a start call once reCAPTCHA v2 has answered (no Enterprise for SMS). */
const RECAPTCHA_V2_FIELDS = {
  recaptchaToken: `v2-token-for:${SITE_KEY}:0`,
  captchaResponse: "NO_RECAPTCHA",
  clientType: "CLIENT_TYPE_WEB",
  recaptchaVersion: "RECAPTCHA_ENTERPRISE",
};

const TOKENS = { idToken: expect.any(String), refreshToken: expect.any(String) };

test.describe("second factors, on the service's REST API", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("SMS: start calls carrying a reCAPTCHA v2 token are taken, and each text's code is read from the emulator", async ({
    page,
  }) => {
    const email = await createAccountWithFactors([]);
    const phoneNumber = uniquePhoneNumber();
    const token = await idToken(page, email);
    const enrol = { idToken: token, phoneEnrollmentInfo: { phoneNumber, ...RECAPTCHA_V2_FIELDS } };

    const first = await call(page, "v2/accounts/mfaEnrollment:start", enrol);
    expect(first.status).toBe(200);
    const firstCode = await textedCode(phoneNumber);
    // Waiting for the resend's text from before it is sent: the first code is not taken for it.
    const resent = (await nextText(phoneNumber)).code();
    const second = await call(page, "v2/accounts/mfaEnrollment:start", enrol);
    const secondCode = await resent;
    expect(await textsTo(phoneNumber)).toHaveLength(2);

    const { sessionInfo } = second.json.phoneSessionInfo as { sessionInfo: string };
    const finalized = await call(page, "v2/accounts/mfaEnrollment:finalize", {
      idToken: token,
      displayName: "My phone",
      phoneVerificationInfo: { sessionInfo, code: secondCode },
    });
    expect(finalized.json).toEqual(expect.objectContaining(TOKENS));
    expect(await enrolledFactors(email)).toEqual([
      expect.objectContaining({ phoneInfo: phoneNumber, displayName: "My phone" }),
    ]);
    // The first send's code is still unused: a resend does not take it back on the emulator.
    expect((await textsTo(phoneNumber)).map(({ code }) => code)).toEqual([firstCode]);

    const pending = await pendingSignIn(page, email);
    const [factor] = pending.mfaInfo;
    expect(factor?.phoneInfo).toBe(`+*******${phoneNumber.slice(-4)}`);
    const signInText = await nextText(phoneNumber);
    const started = await call(page, "v2/accounts/mfaSignIn:start", {
      mfaPendingCredential: pending.mfaPendingCredential,
      mfaEnrollmentId: factor?.mfaEnrollmentId,
      phoneSignInInfo: RECAPTCHA_V2_FIELDS,
    });
    const signedIn = await call(page, "v2/accounts/mfaSignIn:finalize", {
      mfaPendingCredential: pending.mfaPendingCredential,
      phoneVerificationInfo: {
        ...(started.json.phoneResponseInfo as object),
        code: await signInText.code(),
      },
    });
    expect(signedIn.json).toEqual(expect.objectContaining(TOKENS));
  });

  test("an account made with two phones asks for either, each named, its number masked", async ({
    page,
  }) => {
    const work = uniquePhoneNumber();
    const home = uniquePhoneNumber();
    const email = await createAccountWithFactors([
      { phoneNumber: work, displayName: "Work" },
      { phoneNumber: home, displayName: "Home" },
    ]);

    const pending = await pendingSignIn(page, email);
    expect(pending.mfaInfo).toEqual([
      expect.objectContaining({ displayName: "Work", phoneInfo: `+*******${work.slice(-4)}` }),
      expect.objectContaining({ displayName: "Home", phoneInfo: `+*******${home.slice(-4)}` }),
    ]);
    expect(Date.parse(String(pending.mfaInfo[0]?.enrolledAt))).toBeLessThanOrEqual(Date.now());

    const started = await call(page, "v2/accounts/mfaSignIn:start", {
      mfaPendingCredential: pending.mfaPendingCredential,
      mfaEnrollmentId: pending.mfaInfo[1]?.mfaEnrollmentId,
      phoneSignInInfo: RECAPTCHA_V2_FIELDS,
    });
    const signedIn = await call(page, "v2/accounts/mfaSignIn:finalize", {
      mfaPendingCredential: pending.mfaPendingCredential,
      phoneVerificationInfo: {
        ...(started.json.phoneResponseInfo as object),
        code: await textedCode(home),
      },
    });
    expect(signedIn.json).toEqual(expect.objectContaining(TOKENS));
    expect(await textsTo(work)).toEqual([]);
  });
});

test.describe("what the emulator cannot do, answered by route", () => {
  test("an authenticator app, which the emulator refuses: its secret, a wrong code, enrolment, sign-in and removal", async ({
    page,
  }) => {
    const app = await answerAuthenticatorApps(page);
    const email = await createAccountWithFactors([]);
    await page.goto("/");
    const token = await idToken(page, email);

    const started = await call(page, "v2/accounts/mfaEnrollment:start", {
      idToken: token,
      totpEnrollmentInfo: {},
    });
    const session = started.json.totpSessionInfo as Record<string, string | number>;
    expect(session).toEqual({
      sharedSecretKey: app.key,
      verificationCodeLength: 6,
      hashingAlgorithm: "SHA1",
      periodSec: 30,
      sessionInfo: expect.any(String),
      finalizeEnrollmentTime: expect.any(String),
    });
    expect(Date.parse(String(session.finalizeEnrollmentTime))).toBeGreaterThan(Date.now());

    const finalize = (verificationCode: string) =>
      call(page, "v2/accounts/mfaEnrollment:finalize", {
        idToken: token,
        displayName: "Authenticator",
        totpVerificationInfo: { sessionInfo: session.sessionInfo, verificationCode },
      });
    expect(await finalize(app.wrongCode())).toEqual({
      status: 400,
      json: { error: expect.objectContaining({ message: "INVALID_CODE" }) },
    });
    const enrolled = await finalize(app.code());
    expect(enrolled.json).toEqual(expect.objectContaining(TOKENS));

    // The new tokens are good, and the user's factor is an app, with no number.
    const lookup = await call(page, "v1/accounts:lookup", { idToken: enrolled.json.idToken });
    const [user] = lookup.json.users as { mfaInfo: object[] }[];
    const factorOfApp = {
      mfaEnrollmentId: expect.any(String),
      displayName: "Authenticator",
      enrolledAt: expect.any(String),
      totpInfo: {},
    };
    expect(user?.mfaInfo).toEqual([factorOfApp]);

    const pending = await pendingSignIn(page, email);
    expect(pending.mfaInfo).toEqual([factorOfApp]);
    const finish = (verificationCode: string) =>
      call(page, "v2/accounts/mfaSignIn:finalize", {
        mfaPendingCredential: pending.mfaPendingCredential,
        mfaEnrollmentId: pending.mfaInfo[0]?.mfaEnrollmentId,
        totpVerificationInfo: { verificationCode },
      });
    expect((await finish(app.wrongCode())).json.error?.message).toBe("INVALID_CODE");
    const signedIn = await finish(app.code());
    expect(signedIn.json).toEqual(expect.objectContaining(TOKENS));

    const withdrawn = await call(page, "v2/accounts/mfaEnrollment:withdraw", {
      idToken: signedIn.json.idToken,
      mfaEnrollmentId: pending.mfaInfo[0]?.mfaEnrollmentId,
    });
    expect(withdrawn.status).toBe(200);
    expect(await enrolledFactors(email)).toEqual([]);
    expect(await signsIn(email, PASSWORD)).toBe(true);
  });

  test("an authenticator app for an unverified address: the service's refusal, by route", async ({
    page,
  }) => {
    await answerAuthenticatorApps(page);
    const email = await createAccount();
    await page.goto("/");

    const started = await call(page, "v2/accounts/mfaEnrollment:start", {
      idToken: await idToken(page, email),
      totpEnrollmentInfo: {},
    });
    expect(started.status).toBe(400);
    expect(started.json.error?.message).toMatch(/^UNVERIFIED_EMAIL/);
  });

  test("an account made with an app and a phone: the app shows as an app, and a phone's id takes no app code", async ({
    page,
  }) => {
    const app = await answerAuthenticatorApps(page);
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([
      authenticatorAppFactor("Authenticator"),
      { phoneNumber, displayName: "Phone" },
    ]);
    await page.goto("/");

    const pending = await pendingSignIn(page, email);
    expect(pending.mfaInfo).toEqual([
      expect.objectContaining({ displayName: "Authenticator", totpInfo: {} }),
      expect.objectContaining({ displayName: "Phone", phoneInfo: expect.stringMatching(/^\+\*/) }),
    ]);
    expect(pending.mfaInfo[0]).not.toHaveProperty("phoneInfo");
    const withPhonesId = await call(page, "v2/accounts/mfaSignIn:finalize", {
      mfaPendingCredential: pending.mfaPendingCredential,
      mfaEnrollmentId: pending.mfaInfo[1]?.mfaEnrollmentId,
      totpVerificationInfo: { verificationCode: app.code() },
    });
    expect(withPhonesId.json.error?.message).toBe("MFA_ENROLLMENT_NOT_FOUND");
  });

  test("the link that undoes an added factor, which the emulator never mails: read, applied once", async ({
    page,
  }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
    const link = await answerRevertLink(page, email);
    const oobCode = new URL(link, "http://app").searchParams.get("oobCode");
    expect(link).toMatch(/^\/auth\/action\?mode=revertSecondFactorAddition&oobCode=/);
    await page.goto("/");

    const read = await call(page, "v1/accounts:resetPassword", { oobCode });
    expect(read.json).toEqual(
      expect.objectContaining({
        requestType: "REVERT_SECOND_FACTOR_ADDITION",
        email,
        mfaInfo: expect.objectContaining({
          displayName: "Phone",
          phoneInfo: `+*******${phoneNumber.slice(-4)}`,
        }),
      }),
    );
    expect((await call(page, "v1/accounts:update", { oobCode })).status).toBe(200);
    expect(await enrolledFactors(email)).toEqual([]);
    expect(await signsIn(email, PASSWORD)).toBe(true);

    for (const endpoint of ["v1/accounts:resetPassword", "v1/accounts:update"]) {
      const again = await call(page, endpoint, { oobCode });
      expect(again.json.error?.message, endpoint).toBe("INVALID_OOB_CODE");
    }
  });
});

/** Loads reCAPTCHA v2's script as the SDK's RecaptchaVerifier does, and asks for a token. */
async function recaptchaV2Token(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const onload = "e2eRecaptchaLoaded";
        Object.assign(window, {
          [onload]: () => {
            const { grecaptcha } = window as unknown as {
              grecaptcha: {
                render: (container: Element, parameters: object) => number;
                execute: (id: number) => void;
              };
            };
            const container = document.createElement("div");
            document.body.append(container);
            const id = grecaptcha.render(container, {
              sitekey: "site-key-from-recaptchaParams",
              size: "invisible",
              callback: resolve,
            });
            grecaptcha.execute(id);
          },
        });
        const script = document.createElement("script");
        script.src = `https://www.google.com/recaptcha/api.js?onload=${onload}&render=explicit&hl=`;
        script.onerror = () => {
          reject(new Error("api.js did not load"));
        };
        document.head.append(script);
      }),
  );
}

test(
  "with RECAPTCHA_ENTERPRISE=on, reCAPTCHA v2's stand-in loads under the CSP and answers an invisible widget",
  { tag: "@recaptcha-on" },
  async ({ page }) => {
    // The switch's build reads the project's reCAPTCHA config at start-up: none for SMS here.
    await answerRecaptchaConfig(page, [{ provider: "PHONE_PROVIDER", enforcementState: "OFF" }]);
    await standInRecaptcha(page, "v2");
    await page.goto("/");

    const frameLoaded = page.waitForResponse((response) => RECAPTCHA_FRAME.v2.test(response.url()));
    expect(await recaptchaV2Token(page)).toBe("v2-token-for:site-key-from-recaptchaParams:0");
    await frameLoaded;
    await expect
      .poll(() => page.frames().some((frame) => RECAPTCHA_FRAME.v2.test(frame.url())), {
        message: "the reCAPTCHA frame, allowed by the CSP",
      })
      .toBe(true);
  },
);

test.describe("without the switch", () => {
  test.use({
    allowedCspViolations: [
      /^script-src(-elem)? blocked https:\/\/www\.google\.com\/recaptcha\/api\.js/,
    ],
    allowedConsoleErrors: [
      anyOf(
        REFUSED_GOOGLE_CALL,
        /https:\/\/www\.google\.com\/recaptcha\/api\.js.*Content Security Policy/,
      ),
    ],
  });

  test("firebase.json's CSP blocks reCAPTCHA v2's script, so SMS cannot be verified", async ({
    page,
  }) => {
    await standInRecaptcha(page, "v2");
    await page.goto("/");

    await expect(recaptchaV2Token(page)).rejects.toThrow("api.js did not load");
  });
});
