import { PASSWORD } from "../support/accounts";
import {
  accountSection,
  addPhoneAction,
  makeChange,
  sectionStatus,
} from "../support/accountActions";
import { expect, signIn, type Page } from "../support/fixtures";
import { nextText } from "../support/texts";

// Steps shared by the specs of second factors on the emulator: every code is the one the emulator
// would have texted (e2e/support/texts.ts), read after the page asked for it.

/** A number as the service shows it to a page with no session: all but the last four masked. */
export function masked(phoneNumber: string): string {
  return `+*******${phoneNumber.slice(-4)}`;
}

/** The sign-in's second step, with the code for the number ending like `phoneNumber` asked for. */
export async function expectCodeAsked(page: Page, phoneNumber: string) {
  await expect(page).toHaveURL("/auth/second-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step");
  await expect(page.getByText(`Enter the code texted to ${masked(phoneNumber)}.`)).toBeVisible();
}

/** Types `code` in the code form in `scope` (the page, or the dialog) and presses Verify. */
export async function enterCode(scope: Pick<Page, "getByLabel" | "getByRole">, code: string) {
  await scope.getByLabel("Code", { exact: true }).fill(code);
  await scope.getByRole("button", { name: "Verify" }).click();
}

/**
 * Signs in with the password on the spec's form, then on the second step with the code texted at
 * once to the account's one phone, and waits for the signed-in home page.
 */
export async function signInWithPhone(
  page: Page,
  email: string,
  phoneNumber: string,
  password = PASSWORD,
) {
  const text = await nextText(phoneNumber);
  await signIn(page, email, password);
  await expectCodeAsked(page, phoneNumber);
  await enterCode(page, await text.code());
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
}

/**
 * Adds a phone on the account page of an account with no factor yet (so no second step is asked):
 * its number and name, the current password, then the code texted to it.
 */
export async function addPhone(page: Page, phoneNumber: string, name: string) {
  const text = await nextText(phoneNumber);
  const form = await makeChange(page, addPhoneAction(phoneNumber, name));
  await expect(
    form.getByText(`A code has been texted to ${phoneNumber}. Enter it to add the phone.`),
  ).toBeVisible();
  await form.getByLabel("Code", { exact: true }).fill(await text.code());
  await form.getByRole("button", { name: "Add phone" }).click();
  await expect(sectionStatus(accountSection(page, "Two-step sign-in"))).toHaveText(
    `Second factor added: \u2068${name}\u2069. Signing in now asks for a code texted to this phone.`,
  );
}
