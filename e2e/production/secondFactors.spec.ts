import REAL_PROJECT from "../../src/testing/shared/realProject.json" with { type: "json" };
import { createAccount, PASSWORD } from "../support/accounts";
import { answerAuthenticatorApps } from "../support/authenticatorApp";
import type { Page } from "../support/fixtures";
import { authenticatorAppFactor, createAccountWithFactors } from "../support/secondFactors";
import { uniquePhoneNumber } from "../support/texts";
import { REFUSED_SCRIPT_URL, expect, test } from "./googleApis";
import { standInRecaptcha } from "./recaptchaStandIn";

// What the browser tests of second factors cannot show through the app's screens: the routes of
// ../authenticatorApp.ts answering calls the app never makes, tried on the service's REST API as
// the production build's SDK calls it (from the page, under firebase.json's CSP, to Google's
// address); and that CSP blocking reCAPTCHA v2, which a build without the switch never loads. The
// screens' own tests are authenticatorApp.spec.ts and textedCodes.spec.ts here, and e2e/app's.

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

test.describe("what the emulator cannot do, answered by route", () => {
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

test.describe("without the switch", () => {
  test.use(REFUSED_SCRIPT_URL);

  test("firebase.json's CSP blocks reCAPTCHA v2's script, so SMS cannot be verified", async ({
    page,
  }) => {
    await standInRecaptcha(page, "v2");
    await page.goto("/");

    await expect(recaptchaV2Token(page)).rejects.toThrow(
      "This document requires 'TrustedScriptURL' assignment.",
    );
  });
});
