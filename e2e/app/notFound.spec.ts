import { expect, signInToNewAccount, test } from "../support/fixtures";

test("an unknown path shows the 404 page, whose link goes home", async ({ page }) => {
  await page.goto("/nope/deeper");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL("/nope/deeper");

  await page.getByRole("link", { name: "Go back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
});

test("a signed-in user gets the 404 page on an unknown path too", async ({ page }) => {
  const email = await signInToNewAccount(page);
  await page.goto("/nope");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go back to Home" }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
