import { createAccount } from "../support/accounts";
import {
  accountSection,
  changePasswordAction,
  makeChange,
  sectionStatus,
} from "../support/accountActions";
import { signIn, signInToNewAccount } from "../support/fixtures";
import { actionLink } from "../support/mail";
import { expect, test } from "./googleApis";

// The lifecycle's screens as they ship: lazily loaded chunks under firebase.json's CSP, calls to
// Google's endpoints only, and nothing of the emulator's inbox.

const NEW_PASSWORD = "a-new-password-1";

test("a forgotten password is reset on the app's own action page, then signs in", async ({
  page,
  googleApis,
}) => {
  const email = await createAccount();

  await page.goto("/auth/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "a link to reset its password is on its way",
  );
  // A real project mails the link: there is no inbox to point to.
  await expect(page.getByRole("link", { name: "emulator's inbox" })).toHaveCount(0);

  await page.goto(await actionLink(email, "PASSWORD_RESET"));
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  // The new password's field reads the project's policy once, while the visitor types: a real
  // project answers it, the emulator behind this suite has none (501).
  const POLICY = "GET identitytoolkit.googleapis.com/v2/passwordPolicy 501";
  const [first, second, third, fourth] = googleApis.calls;
  expect([first, second]).toEqual([
    "POST identitytoolkit.googleapis.com/v1/accounts:sendOobCode 200",
    "POST identitytoolkit.googleapis.com/v1/accounts:resetPassword 200",
  ]);
  expect([third, fourth].sort()).toEqual(
    [POLICY, "POST identitytoolkit.googleapis.com/v1/accounts:resetPassword 200"].sort(),
  );
});

test("the account page changes the password under the deployed CSP", async ({ page }) => {
  await signInToNewAccount(page);
  await page.getByRole("link", { name: "Account" }).click();
  await makeChange(page, changePasswordAction(NEW_PASSWORD));
  await expect(sectionStatus(accountSection(page, "Password"))).toHaveText(
    "Your password has been changed.",
  );
});

test("has no emulator inbox: /inbox is the 404 page", async ({ page }) => {
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
