import { expect, signInToNewAccount, test, type Page } from "../support/fixtures";

const PROVIDERS = /google|facebook|github|twitter/i;

// Each screen's buttons, all of them: the e-mail and password ones only.
async function expectOnlyEmailAndPassword(page: Page, path: string, buttons: string[]) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(); // past 'Loading...'
  await expect(page.locator("body")).not.toContainText(PROVIDERS);
  await expect(page.getByRole("button")).toHaveText(buttons);
  await expect(page.getByRole("link", { name: PROVIDERS })).toHaveCount(0);
}

test("signed out, no screen offers a social provider", async ({ page }) => {
  await expectOnlyEmailAndPassword(page, "/", []);
  await expectOnlyEmailAndPassword(page, "/auth/sign-in", ["Login"]);
  await expectOnlyEmailAndPassword(page, "/auth/sign-up", ["Create Account"]);
  await expectOnlyEmailAndPassword(page, "/protected", []);
  await expectOnlyEmailAndPassword(page, "/nope", []);
});

test("signed in, no screen offers a social provider", async ({ page }) => {
  await signInToNewAccount(page);
  await expectOnlyEmailAndPassword(page, "/", ["Sign Out"]);
  await expectOnlyEmailAndPassword(page, "/protected", []);
  await expectOnlyEmailAndPassword(page, "/nope", []);
});
