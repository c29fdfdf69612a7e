// The user's steps and the checks the scenarios share, written against Tab: the same in every engine.
import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { expect } from "./fixtures";
import { path, text } from "./page";
import type { Tab } from "./session";

/** Waits until the page shows `expected` (its visible text contains it). */
export async function expectText(tab: Tab, expected: string) {
  await expect.poll(() => text(tab), { message: `page shows "${expected}"` }).toContain(expected);
}

/** Waits until the page no longer shows `unexpected`. */
export async function expectNoText(tab: Tab, unexpected: string) {
  await expect.poll(() => text(tab)).not.toContain(unexpected);
}

/** Waits until the screen titled `heading` shows, at `at`. */
export async function expectScreen(tab: Tab, heading: string, at: string) {
  await expect
    .poll(() => tab.evaluate<string | undefined>("document.querySelector('h1')?.textContent"))
    .toBe(heading);
  expect(await path(tab)).toBe(at);
}

/** Fills the form at `formPath` and presses its button (the outcome is for the test to check). */
export async function submitAuthForm(
  tab: Tab,
  formPath: string,
  email: string,
  password = PASSWORD,
) {
  await tab.goto(formPath);
  await tab.fill("Email", email);
  await tab.fill("Password", password);
  await tab.click("button", formPath === "/auth/sign-up" ? "Create Account" : "Login");
}

/** Creates the account through the sign-up screen and waits for the signed-in home page. */
export async function signUp(tab: Tab, email: string) {
  await submitAuthForm(tab, "/auth/sign-up", email);
  await expectText(tab, `Current User : ${email}`);
}

/**
 * For a scenario that needs a signed-in account but does not test sign-up: creates the account
 * through the REST API (../accounts.ts), signs in through the sign-in screen and waits for the
 * signed-in home page. Resolves to the address.
 */
export async function signInToNewAccount(tab: Tab, email = uniqueEmail()): Promise<string> {
  await createAccount(email);
  await submitAuthForm(tab, "/auth/sign-in", email);
  await expectText(tab, `Current User : ${email}`);
  return email;
}

/** Signs out from the home page and waits for the signed-out home page. */
export async function signOut(tab: Tab) {
  await tab.click("button", "Sign Out");
  await expectText(tab, "Current User : None");
}

/** Marks the tab's document, so a test can tell it was not reloaded since. */
export async function markDocument(tab: Tab) {
  await tab.evaluate("(window.e2eSameDocument = true)");
}

export function sameDocument(tab: Tab): Promise<boolean> {
  return tab.evaluate<boolean>("'e2eSameDocument' in window");
}
