import { expect, signUp, test, uniqueEmail, type Page } from "./fixtures";

// Forced colours (Windows high-contrast themes): the browser replaces every colour and drops
// backgrounds, so a control shows only the edges it draws.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/** The element's border on all four sides, as the browser draws it now. */
async function edges(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const card = getComputedStyle(element.closest(".card") ?? document.body);
      return ["top", "right", "bottom", "left"].map((side) => ({
        style: style.getPropertyValue(`border-${side}-style`),
        width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
        // An edge is seen only where its colour differs from what lies behind it.
        differs: style.getPropertyValue(`border-${side}-color`) !== card.backgroundColor,
      }));
    }),
  );
}

async function expectEdges(page: Page, selector: string) {
  const found = await edges(page, selector);
  expect(found.length, `${selector} on the page`).toBeGreaterThan(0);
  for (const side of found.flat()) {
    expect(side, selector).toMatchObject({ style: "solid", differs: true });
    expect(side.width, selector).toBeGreaterThanOrEqual(1);
  }
}

test("the form's button, its fields and the demo warning keep visible edges", async ({ page }) => {
  await page.goto("/auth/sign-up");
  expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await expectEdges(page, "button");
  await expectEdges(page, "input");
  await expectEdges(page, ".warning");
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expectEdges(page, "button");
});

test("Sign Out keeps its edge, and keyboard focus a visible ring", async ({ page }) => {
  await signUp(page, uniqueEmail());
  await expectEdges(page, "button");

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
  const ring = await page.locator(":focus").evaluate((element) => {
    const style = getComputedStyle(element);
    const card = getComputedStyle(element.closest(".card") ?? document.body);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      differs: style.outlineColor !== card.backgroundColor,
    };
  });
  expect(ring).toEqual({ style: "solid", width: 3, differs: true });
});
