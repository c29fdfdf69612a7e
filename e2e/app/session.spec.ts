import { expect, signInToNewAccount, signOut, test } from "../support/fixtures";

test("a signed-in session survives a reload", async ({ page }) => {
  const email = await signInToNewAccount(page);
  await page.reload();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
});

test("Sign Out returns to the signed-out home, which a reload keeps", async ({ page }) => {
  await signInToNewAccount(page);
  await signOut(page);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});
