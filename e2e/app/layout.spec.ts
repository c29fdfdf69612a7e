import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, holdServiceCalls, signInToNewAccount, test } from "../support/fixtures";

const PATHS = ["/", "/auth/sign-in", "/auth/sign-up", "/protected", "/account", "/nope"];

// Signed out and signed in, a test each: the two rounds of every page, together, came near the
// 30 s a test has on a loaded machine.
for (const width of [320, 768, 1280]) {
  for (const signedIn of [false, true]) {
    test(`no horizontal scrolling at ${width} px, signed ${signedIn ? "in" : "out"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const longEmail = `${"a-very-long-local-part".repeat(3)}-${uniqueEmail()}`;
      if (signedIn) await signInToNewAccount(page, longEmail);
      for (const path of PATHS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} overflows at ${width} px`).toBe(0);
      }
    });
  }
}

test("nothing moves when the status line appears", async ({ page }) => {
  await page.goto("/auth/sign-in");
  const link = page.getByRole("link", { name: "Don't have an account? Sign Up" });
  const before = await link.boundingBox();
  await holdServiceCalls(page, "accounts:signInWithPassword");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("status")).toHaveText("Logging in...");
  expect(await link.boundingBox()).toEqual(before);
});
