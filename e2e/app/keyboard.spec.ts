import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, REFUSED_CALL, test, type Page } from "../support/fixtures";

/** Tabs forward until `name` has focus (at most 10 presses), as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    const label = (await focused.getAttribute("aria-label")) ?? (await focused.innerText());
    const id = await focused.getAttribute("id");
    if (typeof name === "string" ? label === name || id === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached "${String(name)}"`);
}

/** The new screen's heading has focus after a route change, and the title names the screen. */
async function expectScreen(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(
    heading === "Firebase Auth Demo" ? heading : `${heading} · Firebase Auth Demo`,
  );
}

/** Fills the auth form from the keyboard, submits it with Enter and lands on the signed-in home. */
async function submitWithKeyboard(page: Page, email: string) {
  await tabTo(page, "email");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
}

test("every flow of the spec works with the keyboard alone", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/");
  await expectScreen(page, "Firebase Auth Demo");

  await tabTo(page, "Sign In");
  // The focus ring is visible: the app's own outline, not the browser's default.
  await expect(page.locator(":focus")).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expectScreen(page, "Sign In");

  await tabTo(page, "Don't have an account? Sign Up");
  await page.keyboard.press("Enter");
  await expectScreen(page, "Sign Up");

  await submitWithKeyboard(page, email);
  await expectScreen(page, "Firebase Auth Demo");

  await tabTo(page, "Protected Page");
  await page.keyboard.press("Enter");
  await expectScreen(page, "This is a Protected Page");
  await tabTo(page, "Home");
  await page.keyboard.press("Enter");

  await tabTo(page, "Sign Out");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Current User : None")).toBeVisible();
  // Focus does not fall back to the page's start: it is on the link that replaced the button.
  await expect(page.getByRole("link", { name: "Sign In" })).toBeFocused();
  await expect(page.locator(":focus")).toHaveCSS("outline-style", "solid");

  await page.keyboard.press("Enter");
  await submitWithKeyboard(page, email);

  await page.goto("/nope");
  await expectScreen(page, "404 Page Not Found");
  await tabTo(page, "Go back to Home");
  await page.keyboard.press("Enter");
  await expectScreen(page, "Firebase Auth Demo");
});

test.describe("after a failed request", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("focus returns to the e-mail field", async ({ page, dialogs }) => {
    await page.goto("/auth/sign-in");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await expect.poll(() => dialogs.length).toBe(1);
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("");
  });
});

test("every screen has one h1, a main landmark and labelled navigation", async ({ page }) => {
  for (const path of ["/", "/auth/sign-in", "/auth/sign-up", "/protected", "/nope"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("navigation")).toHaveCount(
      path === "/nope" || path === "/protected" ? 0 : 1,
    );
  }
});
