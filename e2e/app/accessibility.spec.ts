import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  holdServiceCalls,
  PASSWORD,
  signUp,
  test,
  uniqueEmail,
  type Page,
} from "../fixtures";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe-core on the page as it is now, in both colour schemes. */
async function expectNoViolations(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const summary = violations.map(({ id, nodes }) => `${id} (${colorScheme}): ${nodes.length}`);
    expect(summary, `axe violations in the ${colorScheme} theme`).toEqual([]);
  }
}

test.describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("loading screen", async ({ page }) => {
    await signUp(page, uniqueEmail());
    const lookup = await holdServiceCalls(page, "accounts:lookup");
    await page.reload();
    await expect(page.getByRole("status")).toHaveText("Loading...", { useInnerText: true });
    await expectNoViolations(page);
    lookup.release();
  });

  test("home, signed out and signed in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Current User : None")).toBeVisible();
    await expectNoViolations(page);
    await signUp(page, uniqueEmail());
    await expectNoViolations(page);
  });

  for (const [path, button, busyText, endpoint] of [
    ["/auth/sign-in", "Login", "Logging in...", "accounts:signInWithPassword"],
    ["/auth/sign-up", "Create Account", "Creating account...", "accounts:signUp"],
  ] as const) {
    test(`${path}, idle and busy`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
      // The request is held for the rest of the test: the form stays busy while axe runs.
      await holdServiceCalls(page, endpoint);
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("status")).toHaveText(busyText);
      await expectNoViolations(page);
    });
  }

  test("protected page and 404 page", async ({ page }) => {
    await page.goto("/protected");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expectNoViolations(page);
    await signUp(page, uniqueEmail());
    await page.goto("/protected");
    await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
    await expectNoViolations(page);
  });
});
