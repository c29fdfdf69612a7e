import { account, createAccount, PASSWORD } from "../support/accounts";
import { actionLink } from "../support/mail";
import { expect, test } from "./fixtures";
import { expectScreen, expectText, signInToNewAccount, submitAuthForm } from "./flows";
import { described, path } from "./page";
import type { Tab } from "./session";

// The mailed links, followed as their owner does: the app's own /auth/action link for the newest
// message the Auth emulator would have sent (../mail.ts), opened in the session's tabs.

const NEW_PASSWORD = "new-horse-battery";
const WRONG_PASSWORD_ALERT = "Firebase: Error (auth/invalid-credential).";

/** Whether the tab's address still has a link's code. */
function codeInAddress(tab: Tab): Promise<boolean> {
  return tab.evaluate<boolean>("new URLSearchParams(location.search).has('oobCode')");
}

test("forgot password: the reset link sets a new password, and only the new one signs in", async ({
  app: { tab },
  app,
}) => {
  // The old password's sign-in and the used link's check are refused with a 400.
  app.failsOnPurpose("/accounts:signInWithPassword");
  app.failsOnPurpose("/accounts:resetPassword");
  const email = await createAccount();
  await tab.goto("/");
  await tab.click("link", "Sign In");
  await tab.click("link", "Forgot password?");
  await expectScreen(tab, "Reset your password", "/auth/forgot-password");
  await tab.fill("Email", email);
  await tab.click("button", "Send reset link");
  await expectText(tab, "a link to reset its password is on its way");

  const link = await actionLink(email, "PASSWORD_RESET");
  await tab.goto(link);
  await expectText(tab, `Choose a new password for ${email}.`);
  expect(await path(tab)).toBe("/auth/action");
  // The page took the link's code out of the address as it read it, and resets with it from memory.
  expect(await codeInAddress(tab)).toBe(false);
  await tab.fill("New password", NEW_PASSWORD);
  await tab.click("button", "Save password");
  await expectText(tab, "Your password has been changed. Sign in with the new one.");
  await tab.click("link", "Continue");
  await expectScreen(tab, "Sign In", "/auth/sign-in");

  await submitAuthForm(tab, "/auth/sign-in", email, PASSWORD);
  await expect.poll(() => app.alerts()).toEqual([WRONG_PASSWORD_ALERT]);
  await tab.fill("Password", NEW_PASSWORD);
  await tab.click("button", "Login");
  await expectText(tab, `Current User : ${email}`);

  // The link is used up.
  await tab.goto(link);
  await expectScreen(tab, "This link can't be used", "/auth/action");
  await expectText(tab, "This link is not valid");
  expect(await app.alerts()).toEqual([WRONG_PASSWORD_ALERT]);
});

test("verify e-mail: the link, opened in another tab, verifies the address on a press", async ({
  app: { tab },
  app,
}) => {
  const email = await signInToNewAccount(tab);
  await tab.click("link", "Account");
  await expectScreen(tab, "Your account", "/account");
  await expect.poll(() => described(tab, "Status")).toBe("Not verified");
  await tab.click("button", "Send verification e-mail");
  await expectText(tab, `A verification link has been sent to ${email}.`);

  const other = await app.newTab(await actionLink(email, "VERIFY_EMAIL"));
  await expectScreen(other, "Verify your e-mail address", "/auth/action");
  await expectText(other, `Verify ${email} as your account's address.`);
  expect(await codeInAddress(other)).toBe(false);
  // Opening the link changes nothing: mail scanners open links too.
  expect((await account(email))?.emailVerified).toBe(false);
  await other.click("button", "Verify e-mail address");
  await expectText(other, `${email} is verified.`);
  await other.click("link", "Continue");
  await expectScreen(other, "Your account", "/account");
  await expect.poll(() => described(other, "Status")).toBe("Verified");

  // The first tab learns of it from the service when it loads again.
  await tab.reload();
  await expectScreen(tab, "Your account", "/account");
  await expect.poll(() => described(tab, "Status")).toBe("Verified");
  expect(await app.alerts()).toEqual([]);
});
