import { account, PASSWORD, signsIn, uniqueEmail } from "../accounts";
import { expect, signIn, signOut, test, type Page } from "../fixtures";
import { mailTo } from "../mail";
import { createAccountWithFactors, enrolledFactors } from "../secondFactors";
import { nextText, textsTo, uniquePhoneNumber } from "../texts";
import { accountSection } from "./lifecycle";
import { enterCode, factorPart, masked, signInWithPhone } from "./secondFactorSteps";

// The account page's changes on an account with a second factor, on the Auth emulator: checking
// the current password then asks for the factor too, in a dialog, and nothing changes until its
// code is given. Each code is the one the emulator would have texted.

const NEW_PASSWORD = "a-brand-new-secret";

/** Signs in to a new account with one phone, and opens its account page. */
async function openAccountPageWithPhone(page: Page) {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
  await signInWithPhone(page, email, phoneNumber);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  return { email, phoneNumber };
}

/** The dialog that asks for the second factor, open, its code texted to `phoneNumber`. */
async function expectSecondStepDialog(page: Page, phoneNumber: string) {
  const dialog = page.getByRole("dialog", { name: "Second step" });
  await expect(dialog.getByText("This change needs your second factor too.")).toBeVisible();
  await expect(dialog.getByText(`Enter the code texted to ${masked(phoneNumber)}.`)).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(
    `A code has been texted to ${masked(phoneNumber)}.`,
  );
  return dialog;
}

/**
 * Presses `button` in `section` and gives the second factor in the dialog it opens: `whileAsked`
 * runs with the dialog open, before the code is entered. The dialog then closes.
 */
async function changeWithSecondFactor(
  page: Page,
  phoneNumber: string,
  press: () => Promise<void>,
  whileAsked: () => Promise<void>,
) {
  const text = await nextText(phoneNumber);
  await press();
  const dialog = await expectSecondStepDialog(page, phoneNumber);
  await whileAsked();
  await enterCode(dialog, await text.code());
  await expect(dialog).toBeHidden();
}

test("change password: asked for the second factor, the password changes only once its code is given; signing in with the new one asks for it", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);
  const section = accountSection(page, "Change password");
  const button = section.getByRole("button", { name: "Change password" });
  const status = section.getByRole("status");
  async function press() {
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByLabel("New password").fill(NEW_PASSWORD);
    await button.click();
  }

  // Cancelled: nothing changes, and the section says so.
  await press();
  const dialog = await expectSecondStepDialog(page, phoneNumber);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText("Nothing was changed: the change needs your second factor.");
  await expect(button).toBeFocused();
  expect(await signsIn(email, PASSWORD)).toBe(true);
  expect(await signsIn(email, NEW_PASSWORD)).toBe(false);

  await changeWithSecondFactor(page, phoneNumber, press, async () => {
    await expect(status).toHaveText("Changing password...");
    expect(await signsIn(email, NEW_PASSWORD)).toBe(false);
  });
  await expect(status).toHaveText("Your password has been changed.");
  // The form's button had the focus when the dialog opened, and has it again once it is usable.
  await expect(button).toBeFocused();
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
  const section = accountSection(page, "Change e-mail address");
  const button = section.getByRole("button", { name: "Send confirmation link" });

  await changeWithSecondFactor(
    page,
    phoneNumber,
    async () => {
      await section.getByLabel("Current password").fill(PASSWORD);
      await section.getByLabel("New e-mail address").fill(newEmail);
      await button.click();
    },
    async () => {
      await expect(section.getByRole("status")).toHaveText("Sending...");
      expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([]);
    },
  );
  await expect(section.getByRole("status")).toHaveText(
    /^A confirmation link has been sent to the new address\./,
  );
  await expect(button).toBeFocused();
  expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([
    expect.objectContaining({ newEmail: newEmail.toLowerCase() }),
  ]);
  expect(await account(email)).toMatchObject({ email: email.toLowerCase() });
});

test("delete account: asked for the second factor, the account is deleted only once its code is given", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);
  const section = accountSection(page, "Delete account");

  await changeWithSecondFactor(
    page,
    phoneNumber,
    async () => {
      await section.getByLabel("Current password").fill(PASSWORD);
      await section.getByRole("button", { name: "Delete account" }).click();
    },
    async () => {
      await expect(section.getByRole("status")).toHaveText("Deleting account...");
      expect(await account(email)).toBeDefined();
    },
  );
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  expect(await account(email)).toBeUndefined();
});

test("removing the phone asks for it in the dialog; the password alone then signs in", async ({
  page,
}) => {
  const { email, phoneNumber } = await openAccountPageWithPhone(page);
  const part = factorPart(page, "Remove a second factor");
  const factorName = `Phone (text to ${phoneNumber})`;
  await expect(part.getByLabel("Second factor")).toHaveText(factorName);

  await changeWithSecondFactor(
    page,
    phoneNumber,
    async () => {
      await part.getByLabel("Current password").fill(PASSWORD);
      await part.getByRole("button", { name: "Remove" }).click();
    },
    async () => {
      await expect(part.getByRole("status")).toHaveText("Removing...");
      expect(await enrolledFactors(email)).toHaveLength(1);
    },
  );
  const list = factorPart(page, "Your second factors");
  await expect(list.getByRole("status")).toHaveText(`${factorName} has been removed.`);
  await expect(list.getByText("None yet: signing in asks for your password alone.")).toBeVisible();
  await expect(list.getByRole("heading", { name: "Your second factors" })).toBeFocused();
  expect(await enrolledFactors(email)).toEqual([]);

  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  // Nothing was texted for it: every code texted before was used.
  expect(await textsTo(phoneNumber)).toEqual([]);
});
