import packageJson from "../../package.json" with { type: "json" };
import { expect, test } from "../support/fixtures";

test("signed out, home shows a title, no current user and the links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\w/);
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/auth/sign-in",
  );
  await expect(page.getByRole("link", { name: "Protected Page" })).toHaveAttribute(
    "href",
    "/protected",
  );

  const source = page.getByRole("link", { name: "Source Code (opens in a new tab)", exact: true });
  await expect(source).toHaveAttribute("href", packageJson.repository.url);
  await expect(source).toHaveAttribute("target", "_blank");
  await expect(source).toHaveAttribute("rel", "noopener noreferrer");
});

test("the Sign In link opens the sign-in screen", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/auth/sign-in");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("the Protected Page link opens /protected", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Protected Page" }).click();
  await expect(page).toHaveURL("/protected");
  // Anonymous: the 404 page (see guards.spec.ts for the signed-in case).
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
