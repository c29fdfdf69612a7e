import { expect, signIn, test } from "../support/fixtures";
import { actionLink } from "../support/mail";
import { createAccountWithFactors } from "../support/secondFactors";
import { nextText, uniquePhoneNumber } from "../support/texts";
import { enterCode, expectCodeAsked } from "./secondFactorSteps";

// A reset by mailed link sets the password and nothing else (OWASP ASVS 5.0 6.4.3;
// docs/SECURITY.md): an account with a second factor is asked for it at the next sign-in all the
// same, so a mailbox alone never opens it.

/** No common password, nor one of the context words: the screening lets it through. */
const NEW_PASSWORD = "quiet-lantern-orbit-7291";

test("a password reset by the mailed link keeps the second factor: the new password still asks for the phone's code", async ({
  page,
}) => {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Work phone" }]);
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("is on its way");
  await page.goto(await actionLink(email, "PASSWORD_RESET"));
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(
    page.getByText("Your password has been changed. Sign in with the new one."),
  ).toBeVisible();

  const text = await nextText(phoneNumber);
  await signIn(page, email, NEW_PASSWORD);

  await expectCodeAsked(page, phoneNumber);
  await enterCode(page, await text.code());
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
