import { account, createAccount, uniqueEmail } from "../support/accounts";
import { expect, signIn, test } from "../support/fixtures";
import { actionLink, adminChangeEmail, mailTo } from "../support/mail";

// Recovering an address changed behind the user's back. The emulator mails a recoverEmail link
// only when an address changes without a link (here by an admin), to the account's first address.

test("a recovery link names the address it restores, restores it on a press, and offers a reset e-mail", async ({
  page,
}) => {
  const email = await createAccount();
  const changed = uniqueEmail();
  const { localId } = (await account(email)) ?? {};
  await adminChangeEmail(email, changed);
  // Signed in again under the changed address: the change refuses ID tokens issued in an earlier
  // second (validSince), so a session from before it would end at the page's next lookup.
  await signIn(page, changed);
  await expect(page.getByText(`Current User : ${changed}`)).toBeVisible();

  await page.goto(await actionLink(email, "RECOVER_EMAIL"));
  await expect(page.getByRole("heading", { name: "Restore your e-mail address" })).toBeVisible();
  await expect(page.getByText(`Restore it to ${email}?`)).toBeVisible();
  // Read, not applied: the address is still the changed one.
  expect(await account(email)).toBeUndefined();

  await page.getByRole("button", { name: "Restore address" }).click();
  await expect(
    page.getByText(`${email} is your account's address again. This browser is signed out.`),
  ).toBeVisible();
  expect(await account(email)).toMatchObject({ localId, email, emailVerified: true });
  expect(await account(changed)).toBeUndefined();

  await page.getByRole("button", { name: "Send password reset e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `A link to reset your password is on its way to ${email}.`,
  );
  expect(await mailTo(email, "PASSWORD_RESET")).toHaveLength(1);

  // Sign-in is for anonymous visitors only: it shows because this browser is signed out.
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
});
