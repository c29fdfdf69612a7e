import {
  accountSection,
  actionForm,
  addPhoneAction,
  changeEmailAction,
  changePasswordAction,
  confirmDialog,
  confirmWithPassword,
  deleteAccountAction,
  makeChange,
  openAction,
  removeFactorAction,
  sectionStatus,
  submitAction,
  type AccountAction,
} from "../support/accountActions";
import { uniqueEmail } from "../support/accounts";
import { expect, test, type Page } from "../support/fixtures";
import { nextText, uniquePhoneNumber } from "../support/texts";
import { openAccountPageWithPhone } from "./accountSteps";
import { enterCode } from "./secondFactorSteps";

// Where the keyboard's focus goes on the account page: an action opens in place of its button and
// closes back to it (Cancel, Escape, a success), and Tab goes through the page in the order it
// reads, an open action's form and the "Confirm it's you" dialog included.

/** Every action of the page of openAccountPageWithPhone, opened and closed again. */
function actions(factorName: string): AccountAction[] {
  return [
    changeEmailAction(uniqueEmail()),
    changePasswordAction("a-brand-new-secret"),
    addPhoneAction(uniquePhoneNumber(), "Home phone"),
    removeFactorAction(factorName),
    deleteAccountAction(""),
  ];
}

test("each action closed by Cancel, or by Escape in its form, gives the focus back to the button that opened it", async ({
  page,
}) => {
  const { factorName } = await openAccountPageWithPhone(page);
  for (const action of actions(factorName)) {
    // The button that opens it, not the open form's submit, which may have the same name.
    const opener = page
      .getByRole("button", { name: action.name, exact: true })
      .and(page.locator(":not(form *)"));
    const form = await openAction(page, action);
    await expect(opener, `${action.name}: its button is gone while it is open`).toHaveCount(0);
    await expect(form, `${action.name}: its form has the focus`).toBeFocused();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);
    await expect(opener, `${action.name}: Cancel`).toBeFocused();

    await openAction(page, action);
    await action.fill(form);
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(opener, `${action.name}: Escape`).toBeFocused();
  }
});

test("Escape in Confirm it's you cancels the change and gives the focus back to the form's submit; a success gives it back to the action's button", async ({
  page,
}) => {
  const { phoneNumber } = await openAccountPageWithPhone(page);
  const action = changePasswordAction("a-brand-new-secret");
  const form = await submitAction(page, action);
  const dialog = confirmDialog(page);
  await expect(dialog.getByLabel("Current password")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(form.getByRole("status")).toHaveText("Nothing was changed.");
  await expect(form.getByRole("button", { name: "Change password" })).toBeFocused();

  const text = await nextText(phoneNumber);
  await form.getByRole("button", { name: "Change password" }).click();
  await confirmWithPassword(page);
  await enterCode(dialog, await text.code());
  await expect(sectionStatus(accountSection(page, "Password"))).toHaveText(
    "Your password has been changed.",
  );
  await expect(page.getByRole("button", { name: "Change password" })).toBeFocused();
});

test("adding a phone, done, gives the focus back to Add a phone", async ({ page }) => {
  const { phoneNumber } = await openAccountPageWithPhone(page);
  const newPhone = uniquePhoneNumber();
  const confirmation = await nextText(phoneNumber);
  const form = await makeChange(page, addPhoneAction(newPhone, "Home phone"));
  const added = await nextText(newPhone);
  await enterCode(confirmDialog(page), await confirmation.code());
  await form.getByLabel("Code", { exact: true }).fill(await added.code());
  await form.getByRole("button", { name: "Add phone" }).click();
  await expect(sectionStatus(accountSection(page, "Two-step sign-in"))).toHaveText(
    "Second factor added: \u2068Home phone\u2069. Signing in now asks for a code texted to this phone.",
  );
  await expect(page.getByRole("button", { name: "Add a phone" })).toBeFocused();
});

/** A control as a reader of a failure would recognise it: "button Continue", "input Code". */
interface Control {
  name: string;
  top: number;
  bottom: number;
  left: number;
}

/**
 * In the page: with a `scope` (a CSS selector), what Tab can reach in it, in the order of the page
 * (shown, and neither disabled nor taken out of the order by tabindex -1); with none, what has the
 * focus ("the page" when nothing does).
 */
function controls(scope: string | null): Control[] {
  const describe = (element: Element): Control => {
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name = element.getAttribute("aria-label") ?? label ?? element.textContent;
    const { top, bottom, left } = element.getBoundingClientRect();
    return { name: `${element.tagName.toLowerCase()} ${name.trim()}`, top, bottom, left };
  };
  if (scope === null) {
    const focused = document.activeElement;
    if (!focused || focused === document.body)
      return [{ name: "the page", top: 0, bottom: 0, left: 0 }];
    return [describe(focused)];
  }
  const found = document
    .querySelector(scope)
    ?.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]");
  return [...(found ?? [])]
    .filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(":disabled") &&
        element.checkVisibility({ visibilityProperty: true }),
    )
    .map(describe);
}

/** The names of what Tab can reach in `scope`, in the order of the page. */
async function reachable(page: Page, scope: string): Promise<string[]> {
  return (await page.evaluate(controls, scope)).map(({ name }) => name);
}

/** Presses Tab `count` times, and resolves to the name of what had the focus after each. */
async function tabThrough(page: Page, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press("Tab");
    seen.push(...(await page.evaluate(controls, null)).map(({ name }) => name));
  }
  return seen;
}

/**
 * The pairs of controls in `scope`, next to each other in Tab's order, that are not in reading
 * order on the screen: the next one neither below the last nor, on the same line, to its right.
 */
async function outOfReadingOrder(page: Page, scope: string): Promise<string[]> {
  const found = await page.evaluate(controls, scope);
  return found.slice(1).flatMap((next, index) => {
    const last = found[index] as Control;
    const sameLine = next.top < last.bottom && last.top < next.bottom;
    const inOrder = sameLine ? next.left > last.left : next.top >= last.bottom;
    return inOrder ? [] : [`${last.name} -> ${next.name}`];
  });
}

test("Tab goes through the page in the order it reads: at rest, with an action open, and in Confirm it's you", async ({
  page,
}) => {
  await openAccountPageWithPhone(page);
  // From the page's heading, which has the focus as the page opens.
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeFocused();
  const atRest = await reachable(page, "main");
  expect(atRest.slice(-2)).toEqual(["button Sign Out", "a Home"]);
  expect(await tabThrough(page, atRest.length)).toEqual(atRest);
  expect(await outOfReadingOrder(page, "main")).toEqual([]);

  // Open, the form's fields, its submit and Cancel come where its button was.
  const form = await openAction(page, changePasswordAction(""));
  const open = await reachable(page, "main");
  expect(open).toEqual(
    atRest.flatMap((name) =>
      name === "button Change password"
        ? ["input New password", "button Change password", "button Cancel"]
        : [name],
    ),
  );
  await page.getByRole("heading", { name: "Your account", level: 1 }).focus();
  expect(await tabThrough(page, open.length)).toEqual(open);
  expect(await outOfReadingOrder(page, "main")).toEqual([]);

  // The dialog keeps the focus to itself, from its password field on.
  await form.getByLabel("New password").fill("a-brand-new-secret");
  await form.getByRole("button", { name: "Change password" }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByLabel("Current password")).toBeFocused();
  const inDialog = await reachable(page, "dialog[open]");
  expect(inDialog).toEqual(["input Current password", "button Continue", "button Cancel"]);
  const cycle = (await tabThrough(page, 6)).filter((name) => name !== "the page");
  expect(cycle.slice(0, 5)).toEqual([...inDialog.slice(1), ...inDialog].slice(0, 5));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(actionForm(page, "Change password").getByRole("status")).toHaveText(
    "Nothing was changed.",
  );
});
