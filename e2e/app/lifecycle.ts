import type { Browser } from "@playwright/test";
import { expect, serviceCall, signInToNewAccount, type Page } from "../support/fixtures";

// Steps shared by the specs of the account's lifecycle: mailed links and the account page.

/**
 * The real service's refusal with `message` (e.g. "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"), for a test to
 * answer a call with where the emulator never gives that answer (docs/EMULATOR.md).
 */
export function serviceRefusal(message: string) {
  return {
    status: 400,
    json: {
      error: { code: 400, message, errors: [{ message, domain: "global", reason: "invalid" }] },
    },
  };
}

/**
 * A project's password policy, as the service answers the SDK's `GET v2/passwordPolicy`, in the
 * shape Google documents (the emulator answers 501: docs/EMULATOR.md): 10 to 40 characters, with
 * each kind of character. It has every rule the app can list, so that the tests see each one. It
 * is no advice: ASVS 5.0 wants no composition rule (6.2.5) and 64 characters allowed (6.2.9), as
 * docs/DEPLOYING.md says under "The password policy".
 */
export const PASSWORD_POLICY = {
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 40,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ["!", "#", "$", "%"],
  enforcementState: "ENFORCE",
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
};

/** Answers the page's reads of the project's password policy with PASSWORD_POLICY. */
export async function enforcePasswordPolicy(page: Page) {
  await page.route(serviceCall("passwordPolicy"), (route) =>
    route.fulfill({ json: PASSWORD_POLICY }),
  );
}

/** Signs in to a new account, then opens its account page by the home page's link. */
export async function openAccountPage(page: Page, email: string) {
  await signInToNewAccount(page, email);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
}

/**
 * Opens a mailed link as a mail scanner does: a browser of its own, with no session, that runs the
 * page's code until the link's button shows, and presses nothing.
 */
export async function openAsMailScanner(browser: Browser, link: string, button: string) {
  const context = await browser.newContext();
  try {
    const scanner = await context.newPage();
    await scanner.goto(link);
    await expect(scanner.getByRole("button", { name: button })).toBeVisible();
  } finally {
    await context.close();
  }
}
