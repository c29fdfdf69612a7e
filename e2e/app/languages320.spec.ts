import { randomUUID } from "node:crypto";
import { createAccount, mailPasswordReset, PASSWORD } from "../support/accounts";
import { expect, test, type Page } from "../support/fixtures";
import { expectLanguage, storeLanguage } from "../support/languages";
import { actionLink } from "../support/mail";
import { createAccountWithFactors } from "../support/secondFactors";
import { nextText, uniquePhoneNumber } from "../support/texts";

// At 320 px wide, the narrowest screen WCAG 2.2 asks a page to fit (1.4.10, Reflow), no text is
// cut or runs out of its box, in the pseudo-language (every English message 40% longer, so longer
// than any real translation) and in the right-to-left one. The screens are found by their markup,
// not by texts, which the pseudo-language changes.

const NARROW = { width: 320, height: 640 };

/** An address of a usual length: a long one's own wrapping is layout.spec.ts's. */
function shortEmail(): string {
  return `${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * What overflows on the page as it is now: the document, if wider than the window; and each
 * element holding text whose content is wider than its box, or whose box runs off the window.
 * Only the innermost is named (its overflow makes its parents' too); visually hidden text, which
 * is clipped on purpose, and the form controls, whose value scrolls inside them, are left out.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the document: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    }
    const over: { element: Element; what: string }[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const text = element.textContent.trim();
      if (text === "" || element.closest(".visually-hidden, select, script, style")) continue;
      const display = getComputedStyle(element).display;
      if (display === "none" || display === "inline" || display === "contents") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const contentWidth = element.scrollWidth - element.clientWidth;
      const outside = Math.max(0, -box.left, box.right - window.innerWidth);
      if (contentWidth > 0 || outside > 0.5) {
        const what = contentWidth > 0 ? `${contentWidth} px too wide` : `${outside} px off screen`;
        over.push({ element, what: `${what}: <${element.localName}> "${text.slice(0, 60)}"` });
      }
    }
    for (const { element, what } of over) {
      if (!over.some((other) => other.element !== element && element.contains(other.element))) {
        found.push(what);
      }
    }
    return found;
  });
}

/** Once the screen is whole (`ready` shown), nothing on it overflows. */
async function expectNoOverflow(page: Page, where: string) {
  expect(await overflows(page), `what overflows at ${NARROW.width} px: ${where}`).toEqual([]);
}

/** Opens `path` in the stored language and checks it once its h1 shows. */
async function checkScreen(page: Page, code: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectLanguage(page, code);
  await expectNoOverflow(page, path);
}

/** The sign-in form, filled and sent, found by its fields and its one submit button. */
async function signInByMarkup(page: Page, email: string) {
  await page.goto("/auth/sign-in");
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("main button[type=submit]").click();
}

for (const code of ["pseudo", "ar"]) {
  test.describe(`at ${NARROW.width} px in ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(NARROW);
      await storeLanguage(page, code);
    });

    test("no text is cut or overflows on the signed-out screens", async ({ page }) => {
      for (const path of [
        "/",
        "/auth/sign-in",
        "/auth/sign-up",
        "/auth/forgot-password",
        "/nope",
      ]) {
        await checkScreen(page, code, path);
      }
      // With the sign-up's new password typed, its rules below it.
      await page.goto("/auth/sign-up");
      await page.locator("#password").fill("a-new-password");
      await expectNoOverflow(page, "/auth/sign-up, a password typed");
    });

    test("no text is cut or overflows on a mailed link's page", async ({ page }) => {
      const email = await createAccount(shortEmail());
      await mailPasswordReset(email);
      await page.goto(await actionLink(email, "PASSWORD_RESET"));
      const newPassword = page.locator("input[autocomplete=new-password]");
      await newPassword.fill("a-brand-new-secret");
      await expectLanguage(page, code);
      await expectNoOverflow(page, "a password reset link's page");
    });

    test("no text is cut or overflows at the second step, nor on the signed-in screens with the account's actions open", async ({
      page,
    }) => {
      const phoneNumber = uniquePhoneNumber();
      const email = await createAccountWithFactors(
        [{ phoneNumber, displayName: "Work phone" }],
        shortEmail(),
      );
      const text = await nextText(phoneNumber);
      await signInByMarkup(page, email);
      await expect(page).toHaveURL("/auth/second-factor");
      // Whole once it says the code was texted.
      await expect(page.locator("main form [role=status]")).not.toBeEmpty();
      await expectNoOverflow(page, "the second step");

      await page.locator("input[autocomplete=one-time-code]").fill(await text.code());
      await page.locator("main form button[type=submit]").click();
      await expect(page.getByText(email)).toBeVisible();
      await expectNoOverflow(page, "/, signed in");
      await checkScreen(page, code, "/protected");

      await page.goto("/account");
      await expect(page.locator("main section li")).toHaveCount(1);
      // Every action of every section open at once, each in place of its button.
      const openers = page.locator("main section button[type=button]:not(form button)");
      for (let left = await openers.count(); left > 0; left -= 1) {
        await openers.first().click();
      }
      await expect(openers).toHaveCount(0);
      await expect(page.locator("main section form")).not.toHaveCount(0);
      await expectNoOverflow(page, "/account, every action open");
    });
  });
}
