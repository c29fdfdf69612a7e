import type { Locator } from "@playwright/test";
import { account, PASSWORD, signsIn, uniqueEmail } from "../support/accounts";
import {
  accountSection,
  changeEmailAction,
  changePasswordAction,
  confirmDialog,
  deleteAccountAction,
  factorList,
  makeChange,
  removeFactorAction,
  sectionStatus,
  type AccountAction,
} from "../support/accountActions";
import { expect, signIn, signOut, test, type Page } from "../support/fixtures";
import { mailTo } from "../support/mail";
import { enrolledFactors } from "../support/secondFactors";
import { nextText, textsTo } from "../support/texts";
import { openAccountPageWithPhone } from "./accountSteps";
import { enterCode, masked, signInWithPhone } from "./secondFactorSteps";

// The account page's changes on an account with a second factor, on the Auth emulator: "Confirm
// it's you" asks for the current password, then for the factor too, and nothing changes until its
// code is given. Each code is the one the emulator would have texted.

const NEW_PASSWORD = "a-brand-new-secret";

/** "Confirm it's you" at its second step, the code texted to `phoneNumber`. */
async function expectSecondStep(page: Page, phoneNumber: string) {
  const dialog = confirmDialog(page);
  await expect(dialog.getByText(/, give your second factor too\.$/)).toBeVisible();
  await expect(dialog.getByText(`Enter the code texted to ${masked(phoneNumber)}.`)).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(
    `A code has been texted to ${masked(phoneNumber)}.`,
  );
  return dialog;
}

/**
 * Makes the change `action` on the account page: its form, the current password, then the second
 * factor: `whileAsked` runs with the second step open, before its code is entered. The dialog then
 * closes. Resolves to the action's form.
 */
async function changeWithSecondFactor(
  page: Page,
  phoneNumber: string,
  action: AccountAction,
  whileAsked: (form: Locator) => Promise<void>,
) {
  const text = await nextText(phoneNumber);
  const form = await makeChange(page, action);
  const dialog = await expectSecondStep(page, phoneNumber);
  await whileAsked(form);
  await enterCode(dialog, await text.code());
  await expect(dialog).toBeHidden();
  return form;
}

test("change password: asked for the second factor, the password changes only once its code is given; signing in with the new one asks for it", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);
  const action = changePasswordAction(NEW_PASSWORD);

  // Cancelled at the second step: nothing changes, and the form says so.
  const form = await makeChange(page, action);
  const dialog = await expectSecondStep(page, phoneNumber);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const submit = form.getByRole("button", { name: "Change password" });
  await expect(form.getByRole("status")).toHaveText("Nothing was changed.");
  await expect(submit).toBeFocused();
  expect(await signsIn(email, PASSWORD)).toBe(true);
  expect(await signsIn(email, NEW_PASSWORD)).toBe(false);
  await form.getByRole("button", { name: "Cancel" }).click();

  await changeWithSecondFactor(page, phoneNumber, action, async (open) => {
    await expect(open.getByRole("button", { name: "Change password" })).toBeDisabled();
    expect(await signsIn(email, NEW_PASSWORD)).toBe(false);
  });
  await expect(sectionStatus(accountSection(page, "Password"))).toHaveText(
    "Your password has been changed.",
  );
  // The form is closed: the button that opened it is back, with the focus.
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change password" })).toBeFocused();
  expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  expect(await signsIn(email, PASSWORD)).toBe(false);

  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
  await signInWithPhone(page, email, phoneNumber, NEW_PASSWORD);
});

test("change address: asked for the second factor, the confirmation link is mailed only once its code is given", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);
  const newEmail = uniqueEmail();

  await changeWithSecondFactor(page, phoneNumber, changeEmailAction(newEmail), async (form) => {
    await expect(form.getByRole("button", { name: "Send confirmation link" })).toBeDisabled();
    expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([]);
  });
  await expect(sectionStatus(accountSection(page, "E-mail address"))).toHaveText(
    /^A confirmation link has been sent to the new address\./,
  );
  await expect(page.getByRole("button", { name: "Change e-mail address" })).toBeFocused();
  expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([
    expect.objectContaining({ newEmail: newEmail.toLowerCase() }),
  ]);
  expect(await account(email)).toMatchObject({ email: email.toLowerCase() });
});

test("delete account: asked for the second factor, the account is deleted only once its code is given", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);

  await changeWithSecondFactor(page, phoneNumber, deleteAccountAction(email), async (form) => {
    await expect(form.getByRole("button", { name: "Delete account" })).toBeDisabled();
    expect(await account(email)).toBeDefined();
  });
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  expect(await account(email)).toBeUndefined();
});

test("removing the phone asks for it in the dialog; the password alone then signs in", async ({
  page,
}) => {
  const { email, phoneNumber, factorName } = await openAccountPageWithPhone(page);
  await expect(factorList(page)).toContainText([factorName]);

  await changeWithSecondFactor(page, phoneNumber, removeFactorAction(factorName), async (form) => {
    await expect(
      form.getByText(`Remove ${factorName}? Signing in will no longer ask for this second factor.`),
    ).toBeVisible();
    expect(await enrolledFactors(email)).toHaveLength(1);
  });
  const section = accountSection(page, "Two-step sign-in");
  await expect(sectionStatus(section)).toHaveText(`Second factor removed: ${factorName}.`);
  await expect(
    section.getByText("None yet: signing in asks for your password alone."),
  ).toBeVisible();
  // Its Remove went with it: the section's heading has the focus.
  await expect(section.getByRole("heading", { name: "Two-step sign-in" })).toBeFocused();
  expect(await enrolledFactors(email)).toEqual([]);

  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  // Nothing was texted for it: every code texted before was used.
  expect(await textsTo(phoneNumber)).toEqual([]);
});
