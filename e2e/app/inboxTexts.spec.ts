import { mailPasswordReset } from "../support/accounts";
import { expect, signIn, test } from "../support/fixtures";
import { createAccountWithFactors } from "../support/secondFactors";
import { nextText, uniquePhoneNumber } from "../support/texts";
import { expectCodeAsked } from "./secondFactorSteps";

// The emulator build's inbox lists the texts the Auth emulator would have sent beside its mail, so
// a learner signs in with a second factor without reading the terminal. Other tests text and mail
// at the same time, so this one looks at its own number's texts and its own address's mail only.

test("the inbox lists the codes texted, newest first, beside the mail", async ({ page }) => {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
  await mailPasswordReset(email);
  const first = await nextText(phoneNumber);
  await signIn(page, email);
  await expectCodeAsked(page, phoneNumber);
  const firstCode = await first.code();
  const second = await nextText(phoneNumber);
  await page.getByRole("button", { name: "Send a new code" }).click();
  const secondCode = await second.code();

  await page.goto("/inbox");
  await expect(page.getByRole("status")).toHaveText(
    /^\d+ texts, newest first\. (?:\d+ e-mails, newest first|1 e-mail)\.$/,
  );
  const texts = page.getByRole("list", { name: "Texts" }).getByRole("listitem");
  await expect(texts.filter({ hasText: phoneNumber })).toHaveText([
    `Code ${secondCode}, to ${phoneNumber}`,
    `Code ${firstCode}, to ${phoneNumber}`,
  ]);
  const mail = page.getByRole("list", { name: "E-mail" }).getByRole("listitem");
  await expect(mail.filter({ hasText: email })).toHaveText([
    `Reset password, to ${email}: Open link`,
  ]);
  // The texts come first, the mail after them.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Texts", "E-mail"]);
});
