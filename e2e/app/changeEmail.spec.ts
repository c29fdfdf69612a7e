import { account, uniqueEmail } from "../support/accounts";
import {
  accountSection,
  changeEmailAction,
  makeChange,
  sectionStatus,
} from "../support/accountActions";
import { REFUSED_CALL, expect, signIn, test, type Page } from "../support/fixtures";
import { actionLink, mailTo } from "../support/mail";
import { openAccountPage, openAsMailScanner } from "./lifecycle";

// A change of address: asked for on /account and confirmed with the current password, done only
// when the link mailed to the new address is followed and confirmed.

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

/** Signs in to a new account, and asks on the account page to change the address to `newEmail`. */
async function askForChange(page: Page, email: string, newEmail: string) {
  await openAccountPage(page, email);
  await makeChange(page, changeEmailAction(newEmail));
  await expect(sectionStatus(accountSection(page, "E-mail address"))).toHaveText(
    "A confirmation link has been sent to the new address. Your address changes only when you " +
      `follow it; until then, sign in with ${email}.`,
  );
}

test("a change of address: nothing changes until the link is confirmed, then this browser is signed out and only the new address signs in", async ({
  page,
  dialogs,
}) => {
  const email = uniqueEmail();
  const newEmail = uniqueEmail();
  await askForChange(page, email, newEmail);
  await expect(
    accountSection(page, "E-mail address").getByText(email, { exact: true }),
  ).toBeVisible();
  expect(await account(newEmail)).toBeUndefined();

  await page.goto(await actionLink(email, "VERIFY_AND_CHANGE_EMAIL"));
  await expect(
    page.getByRole("heading", { name: "Confirm your new e-mail address" }),
  ).toBeVisible();
  await expect(
    page.getByText(`Change your account's address from ${email} to ${newEmail}.`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText(`Your account's address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(/^This browser is signed out/)).toBeVisible();

  // Sign-in is for anonymous visitors only: it shows because this browser is signed out.
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await expect(page).toHaveURL("/auth/sign-in");
  await signIn(page, email);
  await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/invalid-credential)."]);
  await signIn(page, newEmail);
  await expect(page.getByText(`Current User : ${newEmail}`)).toBeVisible();
});

test("opening a change-of-address link changes nothing until its button is pressed", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  const newEmail = uniqueEmail();
  await askForChange(page, email, newEmail);
  const { localId } = (await account(email)) ?? {};
  const [message] = await mailTo(email, "VERIFY_AND_CHANGE_EMAIL");
  const link = await actionLink(email, "VERIFY_AND_CHANGE_EMAIL");

  await openAsMailScanner(browser, link, "Confirm new address");
  expect(await account(email)).toMatchObject({ localId, email });
  expect(await account(newEmail)).toBeUndefined();
  expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([message]);

  await page.goto(link);
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText(`Your account's address is now ${newEmail}.`)).toBeVisible();
  expect(await account(newEmail)).toMatchObject({ localId, email: newEmail });
  expect(await account(email)).toBeUndefined();
  expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([]);
});
