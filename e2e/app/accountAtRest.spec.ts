import type { Locator } from "@playwright/test";
import { deleteAccountAction, openAction } from "../support/accountActions";
import { expect, test } from "../support/fixtures";
import { openAccountPageWithPhone } from "./accountSteps";

// The account page at rest, as a visitor first sees it: short enough to take in on a phone, no
// password asked for until a change is, and what deletes something told apart from the rest.

/** A phone's screen, the one the page's height is measured on. */
const PHONE = { width: 390, height: 844 };

// Two screens: the page has a sessions action (Sign out everywhere) beside the account's changes,
// as Google's and GitHub's account pages do, and that section alone is about a third of a screen.
test("on a phone (390 x 844), with a second factor and Sign out everywhere, the page at rest is at most 2 screens tall and shows no password field", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAccountPageWithPhone(page);

  await expect(page.locator("input[type=password]:visible")).toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "the page's height in CSS pixels").toBeLessThanOrEqual(2 * PHONE.height);
});

/** How a button is drawn: what sets it apart from the card, and from other buttons. */
function look(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const card = getComputedStyle(element.closest("main") ?? document.body);
    return {
      background: style.backgroundColor,
      border: `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
      card: card.backgroundColor,
    };
  });
}

/** The contrast ratio of two colours given as rgb(...) (WCAG 2.2's relative luminance). */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [darker, lighter] = [luminance(one), luminance(other)].sort((a, b) => a - b);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`Delete account and Remove are drawn in a danger colour of their own, seen against the card (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { factorName } = await openAccountPageWithPhone(page);
    const normal = await look(page.getByRole("button", { name: "Change password" }));
    const deletion = await look(page.getByRole("button", { name: "Delete account" }));
    const removal = await look(page.getByRole("button", { name: `Remove ${factorName}` }));

    expect(deletion.background, "Delete account's colour").not.toBe(normal.background);
    expect(removal.background, "Remove's colour").toBe(deletion.background);
    // A control's colour against what lies around it: at least 3:1 (WCAG 2.2, 1.4.11).
    expect(contrast(deletion.background, deletion.card)).toBeGreaterThanOrEqual(3);

    // Open, its submit, which deletes, is drawn the same; Cancel is not.
    const form = await openAction(page, deleteAccountAction(""));
    const submit = await look(form.getByRole("button", { name: "Delete account" }));
    const cancel = await look(form.getByRole("button", { name: "Cancel" }));
    expect(submit.background).toBe(deletion.background);
    expect(cancel.background).not.toBe(deletion.background);
  });
}

test("in forced colours, where the theme draws every button alike, Delete account and Remove have an edge of their own", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark", forcedColors: "active" });
  const { factorName } = await openAccountPageWithPhone(page);
  const normal = await look(page.getByRole("button", { name: "Change password" }));
  const deletion = await look(page.getByRole("button", { name: "Delete account" }));
  const removal = await look(page.getByRole("button", { name: `Remove ${factorName}` }));

  expect(deletion.border, "Delete account's edge").not.toBe(normal.border);
  expect(removal.border, "Remove's edge").toBe(deletion.border);
});
