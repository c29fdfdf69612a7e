import type { Locator } from "@playwright/test";
import { changePasswordAction, confirmDialog, submitAction } from "../support/accountActions";
import { expect, signInToNewAccount, test } from "../support/fixtures";
import { openAccountPageWithPhone } from "./accountSteps";

// Forced colours (Windows high-contrast themes): the browser replaces every colour and drops
// backgrounds, so a control shows only the edges it draws.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/** Each element's border on all four sides, as the browser draws it now. */
async function edges(elements: Locator) {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      const style = getComputedStyle(element);
      // The card the screen is drawn on: its main landmark.
      const card = getComputedStyle(element.closest("main") ?? document.body);
      return ["top", "right", "bottom", "left"].map((side) => ({
        style: style.getPropertyValue(`border-${side}-style`),
        width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
        // An edge is seen only where its colour differs from what lies behind it.
        differs: style.getPropertyValue(`border-${side}-color`) !== card.backgroundColor,
      }));
    }),
  );
}

async function expectEdges(elements: Locator, what: string) {
  const found = await edges(elements);
  expect(found.length, `${what} on the page`).toBeGreaterThan(0);
  for (const side of found.flat()) {
    // Double: what deletes something, set apart from the other buttons.
    expect(["solid", "double"], what).toContain(side.style);
    expect(side.differs, what).toBe(true);
    expect(side.width, what).toBeGreaterThanOrEqual(1);
  }
}

test("the form's button, its fields and the demo warning keep visible edges", async ({ page }) => {
  await page.goto("/auth/sign-up");
  expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await expectEdges(page.getByRole("button"), "buttons");
  await expectEdges(page.getByLabel(/^(?:Email|Password)$/), "fields");
  await expectEdges(
    page.getByText("Demo app, please don't use your real email or password"),
    "the demo warning",
  );
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expectEdges(page.getByRole("button"), "buttons");
});

test("Sign Out keeps its edge, and keyboard focus a ring in the theme's highlight", async ({
  page,
}) => {
  await signInToNewAccount(page);
  await expectEdges(page.getByRole("button"), "buttons");

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
  const ring = await page.locator(":focus").evaluate((element: HTMLElement) => {
    const swatch = document.body.appendChild(document.createElement("span"));
    swatch.style.forcedColorAdjust = "none";
    swatch.style.color = "Highlight";
    const highlight = getComputedStyle(swatch).color;
    swatch.remove();
    const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(element);
    // Chromium's own forced-colours sheet rings focus in Highlight whatever the page asks for, so
    // the ring drawn is Highlight without the page's rule too. With forcing off on this element,
    // the colour is the page's own: Highlight only by that rule, there for browsers without it.
    element.style.forcedColorAdjust = "none";
    const asked = getComputedStyle(element).outlineColor;
    element.style.forcedColorAdjust = "";
    const background = getComputedStyle(element.closest("main") ?? document.body).backgroundColor;
    return {
      style: outlineStyle,
      width: parseFloat(outlineWidth),
      color: outlineColor,
      asked,
      highlight,
      background,
    };
  });
  expect(ring).toMatchObject({ style: "solid", width: 3, color: ring.highlight });
  expect(ring.highlight, "the ring stands out from the card").not.toBe(ring.background);
  expect(ring.asked, "the page's own ring colour").toBe(ring.highlight);
});

test("the account page's buttons, an open action's field and Confirm it's you keep visible edges", async ({
  page,
}) => {
  await openAccountPageWithPhone(page);
  await expectEdges(page.getByRole("main").getByRole("button"), "the page's buttons");

  const form = await submitAction(page, changePasswordAction("a-brand-new-secret"));
  await expectEdges(form.getByLabel("New password"), "the new password's field");
  await expectEdges(form.getByRole("button"), "the form's buttons");
  const dialog = confirmDialog(page);
  await expect(dialog.getByLabel("Current password")).toBeFocused();
  await expectEdges(dialog.getByLabel("Current password"), "the dialog's field");
  await expectEdges(dialog.getByRole("button"), "the dialog's buttons");
});
