import { account, PASSWORD, signsIn, uniqueEmail } from "../accounts";
import { REFUSED_CALL, expect, signIn, test } from "../fixtures";
import { accountSection, openAccountPage } from "./lifecycle";

// The account page's changes, each behind the current password, on the emulator. What the
// emulator never answers is in accountFailures.spec.ts.

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
  const section = accountSection(page, "Change password");
  const status = section.getByRole("status");
  async function change(current: string, next: string) {
    await section.getByLabel("Current password").fill(current);
    await section.getByLabel("New password").fill(next);
    await section.getByRole("button", { name: "Change password" }).click();
  }

  await change("not-the-password", NEW_PASSWORD);
  await expect(status).toHaveText(WRONG_PASSWORD);
  expect(await signsIn(email, PASSWORD)).toBe(true);
  expect(await signsIn(email, NEW_PASSWORD)).toBe(false);

  await change(PASSWORD, "12345");
  await expect(status).toHaveText("The new password is too weak: use at least 6 characters.");
  expect(await signsIn(email, PASSWORD)).toBe(true);

  await change(PASSWORD, NEW_PASSWORD);
  await expect(status).toHaveText("Your password has been changed.");
  // Passwords typed for a change that is done do not stay on the screen.
  await expect(section.getByLabel("New password")).toHaveValue("");
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
  await expect(section.getByText("Deleting your account cannot be undone.")).toBeVisible();

  await section.getByLabel("Current password").fill("not-the-password");
  await section.getByRole("button", { name: "Delete account" }).click();
  await expect(section.getByRole("status")).toHaveText(WRONG_PASSWORD);
  expect(await account(email)).toBeDefined();
  await expect(page).toHaveURL("/account");

  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  expect(await account(email)).toBeUndefined();

  await signIn(page, email);
  await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/invalid-credential)."]);
});
