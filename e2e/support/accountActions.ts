// The account page's actions, as every suite drives them: a button opens the action's form in its
// place; the form's submit opens "Confirm it's you", which asks for the current password (then, for
// an account with a second factor, for that too) before the change is made.
import { expect, type Locator, type Page } from "@playwright/test";
import { PASSWORD } from "./accounts";

/** One section of the account page, named by its h2. */
export function accountSection(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/**
 * What the section's last change did, in its own live status: not the status of a form in it
 * (the E-mail address section has the verification's form too).
 */
export function sectionStatus(section: Locator): Locator {
  return section.locator(':scope > [role="status"]');
}

/** The form that mails a link to verify the address, in an unverified address's section. */
export function verificationForm(page: Page): Locator {
  return accountSection(page, "E-mail address")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Send verification e-mail" }) });
}

/** The account's second factors as the Two-step sign-in section lists them, oldest first. */
export function factorList(page: Page): Locator {
  return accountSection(page, "Two-step sign-in").getByRole("listitem");
}

/** An action of the account page: the button that opens it, its form, and what fills it. */
export interface AccountAction {
  /** The opening button's accessible name, and the open form's. */
  name: string;
  /** The form's submit, which asks "Confirm it's you" before the change. */
  submit: string;
  fill: (form: Locator) => Promise<void>;
}

export function changePasswordAction(newPassword: string): AccountAction {
  return {
    name: "Change password",
    submit: "Change password",
    fill: (form) => form.getByLabel("New password").fill(newPassword),
  };
}

export function changeEmailAction(newEmail: string): AccountAction {
  return {
    name: "Change e-mail address",
    submit: "Send confirmation link",
    fill: (form) => form.getByLabel("New e-mail address").fill(newEmail),
  };
}

/** Deleting the account, with `typed` as the address typed to confirm it. */
export function deleteAccountAction(typed: string): AccountAction {
  return {
    name: "Delete account",
    submit: "Delete account",
    fill: (form) => form.getByLabel("Type your e-mail address to confirm").fill(typed),
  };
}

/**
 * Removing the factor the page names `factorName`: the name the visitor gave, isolated, then its
 * kind ("\u2068Work phone\u2069 (text to +15555550100)").
 */
export function removeFactorAction(factorName: string): AccountAction {
  return { name: `Remove ${factorName}`, submit: "Remove", fill: () => Promise.resolve() };
}

/** Adding a phone: its number and name (the code texted to it comes after the confirmation). */
export function addPhoneAction(phoneNumber: string, name: string): AccountAction {
  return {
    name: "Add a phone",
    submit: "Send code",
    fill: async (form) => {
      await form.getByLabel("Phone number").fill(phoneNumber);
      await form.getByLabel("Name").fill(name);
    },
  };
}

/** Adding an authenticator app: its first step asks for nothing but the confirmation. */
export function addAuthenticatorAppAction(): AccountAction {
  return {
    name: "Add an authenticator app",
    submit: "Show QR code",
    fill: () => Promise.resolve(),
  };
}

/** Signing out everywhere: its form asks for nothing but the confirmation. */
export function signOutEverywhereAction(): AccountAction {
  return {
    name: "Sign out everywhere",
    submit: "Sign out everywhere",
    fill: () => Promise.resolve(),
  };
}

/** The open form of the action named `name`. */
export function actionForm(page: Page, name: string): Locator {
  return page.getByRole("form", { name, exact: true });
}

/** Presses the button that opens `action`, and resolves to its form, open in the button's place. */
export async function openAction(page: Page, action: AccountAction): Promise<Locator> {
  await page.getByRole("button", { name: action.name, exact: true }).click();
  const form = actionForm(page, action.name);
  await expect(form).toBeVisible();
  return form;
}

/** Opens `action`, fills its form and presses its submit; resolves to the form. */
export async function submitAction(page: Page, action: AccountAction): Promise<Locator> {
  const form = await openAction(page, action);
  await action.fill(form);
  await form.getByRole("button", { name: action.submit, exact: true }).click();
  return form;
}

/** The dialog every change opens before it is made. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Confirm it's you" });
}

/** Gives `password` in the open "Confirm it's you" dialog, and presses Continue. */
export async function confirmWithPassword(page: Page, password = PASSWORD): Promise<Locator> {
  const dialog = confirmDialog(page);
  await dialog.getByLabel("Current password").fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  return dialog;
}

/**
 * The whole of a change for an account with no second factor: `action` opened, filled and
 * submitted, then confirmed with the current password. Resolves to the action's form.
 */
export async function makeChange(
  page: Page,
  action: AccountAction,
  password = PASSWORD,
): Promise<Locator> {
  const form = await submitAction(page, action);
  await confirmWithPassword(page, password);
  return form;
}
