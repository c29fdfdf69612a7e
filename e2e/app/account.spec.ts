import { account, PASSWORD, signsIn, uniqueEmail } from "../support/accounts";
import {
  accountSection,
  changePasswordAction,
  confirmDialog,
  confirmWithPassword,
  deleteAccountAction,
  makeChange,
  sectionStatus,
  submitAction,
} from "../support/accountActions";
import { REFUSED_CALL, expect, serviceCallsSent, signIn, test } from "../support/fixtures";
import { openAccountPage } from "./lifecycle";

// The account page's changes, each confirmed with the current password in "Confirm it's you", on
// the emulator. What the emulator never answers is in accountFailures.spec.ts.

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

const WRONG_PASSWORD = "The current password is not right.";
const NEW_PASSWORD = "a-brand-new-secret";

test("an anonymous visitor at /account gets the 404 page", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toHaveCount(0);
});

test("the account page, opened from home, shows the address unverified", async ({ page }) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  await expect(page).toHaveURL("/account");
  const address = accountSection(page, "E-mail address");
  await expect(address.getByRole("definition")).toHaveText([email, "Not verified"]);
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test("change password: a wrong current password or a weak new one changes nothing; then the new one signs in", async ({
  page,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  const dialog = confirmDialog(page);

  // A wrong current password is said in the dialog, which stays for another try; cancelled, the
  // form says nothing was changed.
  const form = await makeChange(page, changePasswordAction(NEW_PASSWORD), "not-the-password");
  await expect(dialog.getByRole("status")).toHaveText(WRONG_PASSWORD);
  expect(await signsIn(email, PASSWORD)).toBe(true);
  expect(await signsIn(email, NEW_PASSWORD)).toBe(false);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const status = form.getByRole("status");
  await expect(status).toHaveText("Nothing was changed.");
  expect(await signsIn(email, NEW_PASSWORD)).toBe(false);

  async function submit(next: string) {
    await form.getByLabel("New password").fill(next);
    await form.getByRole("button", { name: "Change password" }).click();
  }

  // Under the service's 6 characters, and no common password: the screening lets it through.
  await submit("zq7#x");
  await confirmWithPassword(page);
  await expect(status).toHaveText("The new password is too weak: use at least 6 characters.");
  expect(await signsIn(email, PASSWORD)).toBe(true);

  // One press of Continue, even pressed twice, sends the password's check and then the change.
  await submit(NEW_PASSWORD);
  await dialog.getByLabel("Current password").fill(PASSWORD);
  const sent = serviceCallsSent(page);
  await dialog.getByRole("button", { name: "Continue" }).dblclick();
  await expect(sectionStatus(accountSection(page, "Password"))).toHaveText(
    "Your password has been changed.",
  );
  // Each call is followed by the SDK's read of the account it changed (accounts:lookup).
  expect(sent.filter((call) => call !== "accounts:lookup")).toEqual([
    "accounts:signInWithPassword",
    "accounts:update",
  ]);
  // Done, the form is gone, and no password typed for it stays on the screen.
  await expect(form).toHaveCount(0);
  await expect(page.locator("input[type=password]:visible")).toHaveCount(0);
  expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  expect(await signsIn(email, PASSWORD)).toBe(false);

  // And in the browser: signed out, then in again with the new password.
  await page.getByRole("link", { name: "Home" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test("delete account: a wrong password keeps it; the right one lands on the signed-out home, and signing in is refused", async ({
  page,
  dialogs,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  const section = accountSection(page, "Delete account");
  await expect(section.getByText(/cannot be undone\.$/)).toBeVisible();

  const dialog = confirmDialog(page);
  await makeChange(page, deleteAccountAction(email), "not-the-password");
  await expect(dialog.getByRole("status")).toHaveText(WRONG_PASSWORD);
  expect(await account(email)).toBeDefined();
  await expect(page).toHaveURL("/account");

  await confirmWithPassword(page);
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  expect(await account(email)).toBeUndefined();

  await signIn(page, email);
  await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/invalid-credential)."]);
});

test("delete account: an address that is not the account's is refused before anything is asked or sent", async ({
  page,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  const sent = serviceCallsSent(page);

  const form = await submitAction(page, deleteAccountAction(`another-${email}`));
  await expect(form.getByRole("status")).toHaveText(
    "That is not this account's address, so nothing was deleted. Type it as it is shown under " +
      "E-mail address.",
  );
  await expect(confirmDialog(page)).toBeHidden();
  await expect(form.getByRole("button", { name: "Delete account" })).toBeEnabled();
  // Neither the password's check nor the deletion: at most a read of the account, as the page
  // reads it when it opens.
  expect(sent.filter((call) => call !== "accounts:lookup")).toEqual([]);
  expect(await account(email)).toBeDefined();
  await expect(page).toHaveURL("/account");
});

test("Sign Out on the account page signs out: the signed-out home page, and the session is gone", async ({
  page,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  // Exact: Playwright matches a name as a substring, and Sign out everywhere is on the page too.
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();

  // A new load finds nobody signed in: /account is the 404 page again.
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your account" })).toHaveCount(0);
});
