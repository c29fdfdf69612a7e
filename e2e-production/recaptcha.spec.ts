import type { Page, Route } from "@playwright/test";
import { signOut, submitAuthForm, uniqueEmail, PASSWORD } from "../e2e/fixtures";
import { REFUSED_GOOGLE_CALL, expect, forwardToEmulator, test } from "./googleApis";

// A project that enforces reCAPTCHA Enterprise for e-mail and password, as the Firebase Auth SDK
// meets it: the first call is refused for want of a token; the SDK fetches the project's reCAPTCHA
// config, loads Google's enterprise.js with the site key, and calls again with a token.
// Google's side is played here: the config, a stub of enterprise.js, and the token check.

const SITE_KEY = "6LeE2eTestSiteKey";
const ENFORCE = {
  recaptchaKey: `projects/my-app-1234/keys/${SITE_KEY}`,
  recaptchaEnforcementState: [{ provider: "EMAIL_PASSWORD_PROVIDER", enforcementState: "ENFORCE" }],
};
// Defines what the SDK uses of grecaptcha.enterprise, then calls the `onload` callback named in
// its own URL, as Google's script does. The token names the site key and action it was made for.
const ENTERPRISE_JS = `
  window.grecaptcha = { enterprise: {
    ready: (callback) => callback(),
    execute: async (siteKey, { action }) => "token-for:" + siteKey + ":" + action,
  } };
  window[new URL(document.currentScript.src).searchParams.get("onload")]();
`;

/** Plays the protected project; returns the calls it saw: "endpoint, token or none". */
async function enforceRecaptcha(page: Page) {
  const calls: string[] = [];
  await page.route("https://identitytoolkit.googleapis.com/v2/recaptchaConfig?**", (route) =>
    route.fulfill({ json: ENFORCE }),
  );
  await page.route("https://www.google.com/recaptcha/enterprise.js?**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: ENTERPRISE_JS }),
  );
  const protectedCall = async (route: Route) => {
    const endpoint = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const { captchaResponse, recaptchaVersion, ...body } = route.request().postDataJSON() as {
      captchaResponse?: string;
      recaptchaVersion?: string;
    };
    calls.push(`${endpoint}, ${captchaResponse ?? "no token"}`);
    if (captchaResponse === undefined || recaptchaVersion !== "RECAPTCHA_ENTERPRISE") {
      await route.fulfill({
        status: 400,
        json: { error: { code: 400, message: "MISSING_RECAPTCHA_TOKEN" } },
      });
    } else {
      // The token checked, the call goes on to the Auth emulator, which knows no reCAPTCHA.
      await forwardToEmulator(route, JSON.stringify(body));
    }
  };
  await page.route("https://identitytoolkit.googleapis.com/v1/accounts:signUp?**", protectedCall);
  await page.route(
    "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?**",
    protectedCall,
  );
  return calls;
}

test(
  "with RECAPTCHA_ENTERPRISE=on, sign-up and sign-in pass reCAPTCHA Enterprise's check",
  {
    tag: "@recaptcha-on",
  },
  async ({ page, dialogs }) => {
    const calls = await enforceRecaptcha(page);
    const email = uniqueEmail();

    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, PASSWORD);
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    await signOut(page);
    // A new page load (submitAuthForm opens the form's URL): the SDK asks again.
    await submitAuthForm(page, "/auth/sign-in", "Login", email, PASSWORD);
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();

    expect(calls).toEqual([
      "accounts:signUp, no token",
      `accounts:signUp, token-for:${SITE_KEY}:signUpPassword`,
      "accounts:signInWithPassword, no token",
      `accounts:signInWithPassword, token-for:${SITE_KEY}:signInWithPassword`,
    ]);
    expect(dialogs).toEqual([]);
  },
);

test.describe("without the switch", () => {
  // firebase.json's CSP blocks Google's script, which the browser reports.
  test.use({
    allowedCspViolations: [
      /^script-src(-elem)? blocked https:\/\/www\.google\.com\/recaptcha\/enterprise\.js/,
    ],
    // One pattern: Playwright would read an array of two as a value and its options.
    allowedConsoleErrors: [
      new RegExp(
        `${REFUSED_GOOGLE_CALL.source}|https://www\\.google\\.com/recaptcha/enterprise\\.js.*Content Security Policy`,
      ),
    ],
  });

  test("a protected project's sign-up ends in the service's alert and a usable form", async ({
    page,
    dialogs,
  }) => {
    await enforceRecaptcha(page);
    const email = uniqueEmail();

    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, PASSWORD);
    await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/internal-error)."]);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toBeFocused();

    // The form takes another try, which ends the same way: nothing is left stuck.
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => dialogs).toHaveLength(2);
    await expect(page.getByRole("status")).toBeEmpty();
  });
});
