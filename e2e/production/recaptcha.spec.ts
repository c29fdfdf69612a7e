import type { Page, Route } from "@playwright/test";
import { APP_URL } from "../../scripts/browser.mjs";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { anyOf, signOut, submitAuthForm } from "../support/fixtures";
import { REFUSED_SCRIPT_URL, expect, emulatorAnswer, test } from "./googleApis";
import {
  answerRecaptchaConfig,
  RECAPTCHA_FRAME,
  SITE_KEY,
  standInRecaptcha,
} from "./recaptchaStandIn";

// A project protected by reCAPTCHA Enterprise, as the Firebase Auth SDK meets it. With the switch
// on, the app fetches the project's reCAPTCHA config at start-up (initializeRecaptchaConfig), so
// the SDK loads Google's script at once and sends a token with every sign-up and sign-in, in AUDIT
// as in ENFORCE. Google's side is played here: the config and the token check, and its script and
// frame (recaptchaStandIn.ts).

type Mode = "AUDIT" | "ENFORCE";

/** The page Google's script opens in an invisible frame. */
const ANCHOR = RECAPTCHA_FRAME.enterprise;

/** Plays the protected project; returns the calls it saw: "endpoint, token or none". */
async function protectProject(page: Page, mode: Mode) {
  const calls: string[] = [];
  await answerRecaptchaConfig(
    page,
    [{ provider: "EMAIL_PASSWORD_PROVIDER", enforcementState: mode }],
    () => calls.push("recaptchaConfig"),
  );
  await standInRecaptcha(page, "enterprise");
  const protectedCall = async (route: Route) => {
    const endpoint = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const { captchaResponse, recaptchaVersion, ...body } = route.request().postDataJSON() as {
      captchaResponse?: string;
      recaptchaVersion?: string;
    };
    calls.push(`${endpoint}, ${captchaResponse ?? "no token"}`);
    const token = captchaResponse !== undefined && recaptchaVersion === "RECAPTCHA_ENTERPRISE";
    if (mode === "ENFORCE" && !token) {
      await route.fulfill({
        status: 400,
        json: { error: { code: 400, message: "MISSING_RECAPTCHA_TOKEN" } },
      });
    } else {
      // The token checked (or, in AUDIT, scored), the call goes on to the Auth emulator.
      await route.fulfill({ response: await emulatorAnswer(route, JSON.stringify(body)) });
    }
  };
  await page.route("https://identitytoolkit.googleapis.com/v1/accounts:signUp?**", protectedCall);
  await page.route(
    "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?**",
    protectedCall,
  );
  return calls;
}

/** Opens the form once reCAPTCHA is ready (its frame loaded), fills it and submits it. */
async function submitOnceReady(page: Page, path: string, button: string, email: string) {
  const frameLoaded = page.waitForResponse((response) => ANCHOR.test(response.url()));
  await page.goto(path);
  await frameLoaded;
  await expect
    .poll(() => page.frames().some((frame) => ANCHOR.test(frame.url())), {
      message: "the reCAPTCHA frame, allowed by the CSP",
    })
    .toBe(true);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: button }).click();
}

for (const mode of ["AUDIT", "ENFORCE"] as const) {
  test(
    `with RECAPTCHA_ENTERPRISE=on and a project in ${mode}, every sign-up and sign-in carries a token`,
    { tag: "@switches-on" },
    async ({ page, dialogs }) => {
      const calls = await protectProject(page, mode);
      const email = uniqueEmail();

      await submitOnceReady(page, "/auth/sign-up", "Create Account", email);
      await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
      await signOut(page);
      // A new page load: the app fetches the config again at start-up.
      await submitOnceReady(page, "/auth/sign-in", "Login", email);
      await expect(page.getByText(`Current User : ${email}`)).toBeVisible();

      // No call refused first: the token is there from the first call of each page.
      expect(calls).toEqual([
        "recaptchaConfig",
        `accounts:signUp, token-for:${SITE_KEY}:signUpPassword`,
        "recaptchaConfig",
        `accounts:signInWithPassword, token-for:${SITE_KEY}:signInWithPassword`,
      ]);
      expect(dialogs).toEqual([]);
    },
  );
}

test.describe("with RECAPTCHA_ENTERPRISE=on, Trusted Types", () => {
  // What the checks below make the page refuse, and report.
  test.use({
    allowedCspViolations: [
      anyOf(
        /^require-trusted-types-for blocked trusted-types-sink$/,
        /^trusted-types blocked trusted-types-policy$/,
      ),
    ],
    allowedConsoleErrors: [
      anyOf(
        /^This document requires 'TrustedScriptURL' assignment and the 'default' policy failed to execute\./,
        /^Creating a TrustedTypePolicy named 'another' violates .*"trusted-types default goog#html"/,
      ),
    ],
  });

  test(
    "the page's default policy, made at start-up, lets only reCAPTCHA's scripts through, and no other policy can be made",
    { tag: "@switches-on" },
    async ({ page }) => {
      await page.goto("/auth/sign-in");
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
      const outcomes = await page.evaluate(() => {
        const { trustedTypes } = window as unknown as {
          trustedTypes: {
            defaultPolicy: { name: string } | null;
            createPolicy(name: string, rules: object): unknown;
          };
        };
        const outcome = (action: () => void) => {
          try {
            action();
            return "allowed";
          } catch (error) {
            return error instanceof TypeError ? "refused" : String(error);
          }
        };
        // Given to a script that is never added to the page, so nothing loads.
        const scriptUrl = (url: string) =>
          outcome(() => {
            document.createElement("script").src = url;
          });
        return {
          defaultPolicy: trustedTypes.defaultPolicy?.name,
          enterpriseJs: scriptUrl("https://www.google.com/recaptcha/enterprise.js?render=key"),
          recaptchaCode: scriptUrl("https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js"),
          otherOrigin: scriptUrl("https://evil.example/recaptcha/enterprise.js"),
          otherPath: scriptUrl("https://www.google.com/maps/api/js"),
          sameOrigin: scriptUrl("/assets/x.js"),
          anotherPolicy: outcome(() => trustedTypes.createPolicy("another", {})),
        };
      });
      expect(outcomes).toEqual({
        defaultPolicy: "default",
        enterpriseJs: "allowed",
        recaptchaCode: "allowed",
        otherOrigin: "refused",
        otherPath: "refused",
        sameOrigin: "refused",
        anotherPolicy: "refused",
      });
    },
  );
});

test.describe("without the switch", () => {
  // The service refuses the call without a token; the SDK then gives reCAPTCHA's script URL as a
  // string, which firebase.json's CSP (Trusted Types, no policy) refuses, and the browser reports.
  test.use(REFUSED_SCRIPT_URL);

  test("a protected project's sign-up ends in an alert of the browser's refusal and a usable form", async ({
    page,
    dialogs,
  }) => {
    await protectProject(page, "ENFORCE");
    const email = uniqueEmail();

    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, PASSWORD);
    await expect
      .poll(() => dialogs)
      .toEqual([
        "Failed to execute 'setAttribute' on 'Element': This document requires 'TrustedScriptURL' assignment.",
      ]);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toBeFocused();

    // The form takes another try, which ends the same way: nothing is left stuck.
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => dialogs).toHaveLength(2);
    await expect(page.getByRole("status")).toBeEmpty();
  });

  test("a project in AUDIT: the build has nothing of reCAPTCHA to run, so no config and no token", async ({
    page,
    dialogs,
  }) => {
    const calls = await protectProject(page, "AUDIT");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).host);
    });
    const email = uniqueEmail();

    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, PASSWORD);
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();

    expect(calls).toEqual(["accounts:signUp, no token"]);
    expect(scripts.every((host) => host === new URL(APP_URL).host)).toBe(true);
    expect(dialogs).toEqual([]);
  });
});
