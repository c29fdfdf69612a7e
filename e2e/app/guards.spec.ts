import { expect, signInToNewAccount, test } from "../support/fixtures";

for (const path of ["/auth/sign-in", "/auth/sign-up"]) {
  test(`a signed-in user opening ${path} is sent home`, async ({ page }) => {
    const email = await signInToNewAccount(page);
    await page.goto(path);
    await expect(page).toHaveURL("/");
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  });
}

test("a signed-in user sees the protected page", async ({ page }) => {
  await signInToNewAccount(page);
  await page.getByRole("link", { name: "Protected Page" }).click();
  await expect(page).toHaveURL("/protected");
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  // E-mail accounts have no display name.
  await expect(page.getByText("Current User : None")).toBeVisible();

  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an anonymous visitor gets the 404 page at /protected", async ({ page }) => {
  await page.goto("/protected");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL("/protected");
  await expect(page.getByText("This is a Protected Page")).toHaveCount(0);
});
