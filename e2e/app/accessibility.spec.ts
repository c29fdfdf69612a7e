import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import {
  accountSection,
  addPhoneAction,
  changeEmailAction,
  changePasswordAction,
  confirmDialog,
  factorList,
  makeChange,
  openAction,
  sectionStatus,
} from "../support/accountActions";
import { expectNoViolations } from "../support/axe";
import {
  expect,
  holdServiceCalls,
  REFUSED_CALL,
  signIn,
  signInToNewAccount,
  test,
  type Page,
} from "../support/fixtures";
import { actionLink, adminChangeEmail, type RequestType } from "../support/mail";
import { RANGE_API } from "../support/pwnedPasswords";
import { answerRevertLink } from "../support/revertLink";
import { createAccountWithFactors } from "../support/secondFactors";
import { nextText, uniquePhoneNumber } from "../support/texts";
import { enforcePasswordPolicy } from "./lifecycle";
import { masked, signInWithPhone } from "./secondFactorSteps";

/** Opens the app's own link for the newest `requestType` message to `email`, once `button` shows. */
async function openLink(page: Page, email: string, requestType: RequestType, button: string) {
  await page.goto(await actionLink(email, requestType));
  await expect(page.getByRole("button", { name: button })).toBeVisible();
}

/** Asks for a reset link for `email`, as Forgot password? does, which the emulator then holds. */
async function sendResetLink(page: Page, email: string) {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("link", { name: "emulator's inbox" })).toBeVisible();
}

/** Opens /account and asks for a verification link, which the emulator then holds. */
async function sendVerification(page: Page, email: string) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(page.getByText(`A verification link has been sent to ${email}.`)).toBeVisible();
}

// A test goes through a few states only: axe takes seconds per theme on a big page, and longer
// journeys outgrew the 30 s a test has on a loaded machine. Even so, axe's work is CPU-bound and
// slows with the machine's load: a test here has 60 s, and each wait in it keeps its own limit.
test.describe.configure({ timeout: 60_000 });

test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("loading screen", async ({ page }) => {
    await signInToNewAccount(page);
    const lookup = await holdServiceCalls(page, "accounts:lookup");
    await page.reload();
    await expect(page.getByRole("status")).toHaveText("Loading...", { useInnerText: true });
    await expectNoViolations(page);
    lookup.release();
  });

  test("home, signed out and signed in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Current User : None")).toBeVisible();
    await expectNoViolations(page);
    await signInToNewAccount(page);
    await expectNoViolations(page);
  });

  for (const [path, button, busyText, endpoint] of [
    ["/auth/sign-in", "Login", "Logging in...", "accounts:signInWithPassword"],
    ["/auth/sign-up", "Create Account", "Creating account...", "accounts:signUp"],
  ] as const) {
    test(`${path}, idle and busy`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
      // The request is held for the rest of the test: the form stays busy while axe runs.
      await holdServiceCalls(page, endpoint);
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("status")).toHaveText(busyText);
      await expectNoViolations(page);
    });
  }

  test("protected page and 404 page", async ({ page }) => {
    await page.goto("/protected");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expectNoViolations(page);
    await signInToNewAccount(page);
    await page.goto("/protected");
    await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/forgot-password, idle and after sending", async ({ page }) => {
    await page.goto("/auth/forgot-password");
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
    await expect(page.getByRole("link", { name: "emulator's inbox" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/action, resetPassword: the form and the outcome", async ({ page }) => {
    const email = await createAccount();
    await sendResetLink(page, email);
    await openLink(page, email, "PASSWORD_RESET", "Save password");
    await expectNoViolations(page);
    await page.getByLabel("New password").fill("new-horse-battery");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe("with the breach check's range API unreachable", () => {
    test.use({
      allowedConsoleErrors: [
        /^Failed to load resource: net::ERR_FAILED \(https:\/\/api\.pwnedpasswords\.com\/range\//,
      ],
    });

    test("/auth/action, resetPassword: a common password refused, then the check skipped", async ({
      page,
    }) => {
      const email = await createAccount();
      await sendResetLink(page, email);
      await openLink(page, email, "PASSWORD_RESET", "Save password");
      await page.getByLabel("New password").fill("password");
      await page.getByRole("button", { name: "Save password" }).click();
      await expect(page.getByText(/one of the most common ones/)).toBeVisible();
      await expectNoViolations(page);
      await page.route(RANGE_API, (route) => route.abort());
      await page.getByLabel("New password").fill("new-horse-battery");
      await page.getByRole("button", { name: "Save password" }).click();
      await expect(
        page.getByText(/The check against breached passwords was skipped/),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test("/auth/action, verifyEmail: the form, the outcome, and /account verified", async ({
    page,
  }) => {
    const email = await signInToNewAccount(page);
    await sendVerification(page, email);
    await openLink(page, email, "VERIFY_EMAIL", "Verify e-mail address");
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Verify e-mail address" }).click();
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/action, verifyAndChangeEmail: the form and the outcome", async ({ page }) => {
    const email = await signInToNewAccount(page);
    await page.goto("/account");
    await makeChange(page, changeEmailAction(uniqueEmail()));
    await expect(sectionStatus(accountSection(page, "E-mail address"))).toHaveText(
      /^A confirmation link has been sent/,
    );
    await openLink(page, email, "VERIFY_AND_CHANGE_EMAIL", "Confirm new address");
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Confirm new address" }).click();
    await expect(page.getByText(/This browser is signed out/)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/action, recoverEmail: the form, the outcome, and a reset sent", async ({ page }) => {
    // Never signed in: the admin's change below ends the sessions of earlier seconds, and the
    // page's next lookup would be refused (a console error) depending on the clock.
    const email = await createAccount();
    // The one way the emulator mails a recovery link (docs/EMULATOR.md).
    await adminChangeEmail(email, uniqueEmail());
    await openLink(page, email, "RECOVER_EMAIL", "Restore address");
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Restore address" }).click();
    await expect(page.getByText(`${email} is your account's address again.`)).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Send password reset e-mail" }).click();
    await expect(page.getByText(/A link to reset your password is on its way/)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/inbox, with mail listed", async ({ page }) => {
    const email = await signInToNewAccount(page);
    await sendVerification(page, email);
    await page.getByRole("link", { name: "emulator's inbox" }).click();
    // The texts, if any, are counted first: the mail's count ends the line.
    await expect(page.getByRole("status")).toHaveText(/\d+ e-mails?(?:, newest first)?\.$/);
    await expect(page.getByRole("link", { name: "Open link" }).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/second-factor with nothing waiting", async ({ page }) => {
    await page.goto("/auth/second-factor");
    await expect(page.getByText(/^No sign-in is waiting/)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/second-factor: the choice of factor, and the code form", async ({ page }) => {
    const home = uniquePhoneNumber();
    const email = await createAccountWithFactors([
      { phoneNumber: uniquePhoneNumber(), displayName: "Work phone" },
      { phoneNumber: home, displayName: "Home phone" },
    ]);
    await signIn(page, email);
    await expect(page.getByRole("group", { name: "Choose your second factor" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("radio", { name: /^\u2068Home phone\u2069/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("status")).toHaveText(`A code has been texted to ${masked(home)}.`);
    await expectNoViolations(page);
  });

  test("/account, two-step sign-in: an unverified address, in forced colours too", async ({
    page,
  }) => {
    await signInToNewAccount(page);
    await page.goto("/account");
    await expect(
      accountSection(page, "Two-step sign-in").getByText(
        /^Your e-mail address is not verified yet/,
      ),
    ).toBeVisible();
    await expectNoViolations(page, { forcedColors: true });
  });

  test("/account, two-step sign-in: a factor listed, and the second step asked in Confirm it's you", async ({
    page,
  }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Work phone" }]);
    await signInWithPhone(page, email, phoneNumber);
    await page.goto("/account");
    await expect(factorList(page)).toHaveCount(1);
    await expectNoViolations(page);

    await makeChange(page, addPhoneAction(uniquePhoneNumber(), "Home phone"));
    await expect(confirmDialog(page).getByRole("status")).toHaveText(
      `A code has been texted to ${masked(phoneNumber)}.`,
    );
    await expectNoViolations(page);
  });

  test("/account, two-step sign-in: a new phone's code step", async ({ page }) => {
    // A verified address with no factor yet: no second step before the new phone's code.
    const email = await createAccountWithFactors([]);
    await signIn(page, email);
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    await page.goto("/account");
    const newPhone = uniquePhoneNumber();
    const add = await makeChange(page, addPhoneAction(newPhone, "Home phone"));
    await expect(add.getByText(`A code has been texted to ${newPhone}.`)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/auth/action, revertSecondFactorAddition: the form and the outcome", async ({ page }) => {
    const email = await createAccountWithFactors([
      { phoneNumber: uniquePhoneNumber(), displayName: "Phone" },
    ]);
    await page.goto(await answerRevertLink(page, email));
    await expect(page.getByRole("button", { name: "Remove second factor" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Remove second factor" }).click();
    await expect(page.getByText(/someone else knows your password/)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/inbox, with texts listed", async ({ page }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
    const text = await nextText(phoneNumber);
    await signIn(page, email);
    const code = await text.code();
    await page.goto("/inbox");
    await expect(page.getByText(`Code ${code}, to ${phoneNumber}`)).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe("with the service's refusals", () => {
    test.use({ allowedConsoleErrors: [REFUSED_CALL] });

    test("/auth/action, a bad link: a code the service refuses, and no code", async ({ page }) => {
      await page.goto("/auth/action?mode=verifyEmail&oobCode=not-a-code");
      await expect(page.getByText(/This link is not valid/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
      await expectNoViolations(page);
      await page.goto("/auth/action?mode=resetPassword");
      await expect(page.getByText(/This link is incomplete/)).toBeVisible();
      await expectNoViolations(page);
    });

    test("/account: after a refusal", async ({ page }) => {
      await signInToNewAccount(page);
      await page.goto("/account");
      await makeChange(page, changePasswordAction("new-horse-battery"), "wrong-password");
      await expect(confirmDialog(page).getByRole("status")).toHaveText(
        "The current password is not right.",
      );
      await expectNoViolations(page);
    });
  });

  test("/account: not verified, and after sending a link", async ({ page }) => {
    const email = await signInToNewAccount(page);
    await page.goto("/account");
    await expect(page.getByText("Not verified", { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Send verification e-mail" }).click();
    await expect(page.getByText(`A verification link has been sent to ${email}.`)).toBeVisible();
    await expectNoViolations(page);
  });

  test("/account with the project's password policy: its rules, met and not", async ({ page }) => {
    await enforcePasswordPolicy(page);
    await signInToNewAccount(page);
    await page.goto("/account");
    const password = await openAction(page, changePasswordAction(""));
    await password.getByLabel("New password").fill("abc1");
    await expect(password.getByRole("listitem")).toHaveCount(6);
    await expect(password.getByText("(met)")).toHaveCount(3);
    await expectNoViolations(page);
  });
});
