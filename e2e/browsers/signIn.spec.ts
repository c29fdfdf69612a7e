import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { createAccountWithFactors } from "../support/secondFactors";
import { textedCode, uniquePhoneNumber } from "../support/texts";
import { expect, test } from "./fixtures";
import {
  expectScreen,
  expectText,
  markDocument,
  sameDocument,
  signOut,
  signUp,
  submitAuthForm,
} from "./flows";
import { path, status } from "./page";

const WRONG_PASSWORD_ALERT = "Firebase: Error (auth/invalid-credential).";
/** The sign-in call: the service refuses a wrong password with a 400. */
const SIGN_IN_PATH = "/accounts:signInWithPassword";

test("sign-up, sign-out, sign-in", async ({ app: { tab }, app }) => {
  const email = uniqueEmail();
  await signUp(tab, email);
  await signOut(tab);
  await submitAuthForm(tab, "/auth/sign-in", email);
  await expectText(tab, `Current User : ${email}`);
  expect(await app.alerts()).toEqual([]);
});

test("a wrong password: the service's alert, dismissed, and the form still works", async ({
  app: { tab },
  app,
}) => {
  app.failsOnPurpose(SIGN_IN_PATH);
  const email = await createAccount();
  await submitAuthForm(tab, "/auth/sign-in", email, "wrong-password");
  await expect.poll(() => app.alerts()).toEqual([WRONG_PASSWORD_ALERT]);
  await expect.poll(() => status(tab)).toBe("");

  await markDocument(tab);
  await tab.fill("Password", PASSWORD);
  await tab.click("button", "Login");
  await expectText(tab, `Current User : ${email}`);
  expect(await sameDocument(tab)).toBe(true);
  expect(await app.alerts()).toEqual([WRONG_PASSWORD_ALERT]);
});

test("the status line shows while a request runs, and is cleared when it ends", async ({
  app: { tab },
  app,
  holdCalls,
}) => {
  app.failsOnPurpose(SIGN_IN_PATH);
  const email = uniqueEmail();
  const signUpCall = await holdCalls("accounts:signUp", email);
  await submitAuthForm(tab, "/auth/sign-up", email);
  await expect.poll(() => signUpCall.count()).toBe(1);
  expect(await status(tab)).toBe("Creating account...");
  await signUpCall.release();
  await expectText(tab, `Current User : ${email}`);
  await signOut(tab);

  // A refusal ends the request with the form still there: the line is cleared.
  const signInCall = await holdCalls("accounts:signInWithPassword", email);
  await submitAuthForm(tab, "/auth/sign-in", email, "wrong-password");
  await expect.poll(() => signInCall.count()).toBe(1);
  expect(await status(tab)).toBe("Logging in...");
  await signInCall.release();
  await expect.poll(() => app.alerts()).toEqual([WRONG_PASSWORD_ALERT]);
  await expect.poll(() => status(tab)).toBe("");
});

test("sign-in with a phone as second factor: the code texted at once, then home, signed in", async ({
  app: { tab },
  app,
}) => {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Work phone" }]);
  await submitAuthForm(tab, "/auth/sign-in", email);
  await expectScreen(tab, "Second step", "/auth/second-factor");
  // The only factor: its code is texted without a choice, to the number as the service masks it.
  const masked = `+*******${phoneNumber.slice(-4)}`;
  await expect.poll(() => status(tab)).toBe(`A code has been texted to ${masked}.`);
  await expectText(tab, `Enter the code texted to ${masked}.`);

  await tab.fill("Code", await textedCode(phoneNumber));
  await tab.click("button", "Verify");
  await expectText(tab, `Current User : ${email}`);
  expect(await path(tab)).toBe("/");
  expect(await app.alerts()).toEqual([]);
});
