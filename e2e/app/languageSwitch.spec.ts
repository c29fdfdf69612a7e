import { uniqueEmail } from "../support/accounts";
import {
  accountSection,
  actionForm,
  changeEmailAction,
  changePasswordAction,
  confirmDialog,
  deleteAccountAction,
  makeChange,
  sectionStatus,
  submitAction,
} from "../support/accountActions";
import { expect, test } from "../support/fixtures";
import { chooseLanguage, translator } from "../support/languages";
import { openAccountPage } from "./lifecycle";

// What the account page said before a switch of language is said again in the new one: the texts
// are kept as messages and translated as they render, not as they were first said.

const fr = translator("fr");

const SAID = {
  notice: "Your password has been changed.",
  cancelled: "Nothing was changed.",
  refusal:
    "That is not this account's address, so nothing was deleted. Type it as it is shown under E-mail address.",
};

test("a switch to French re-words a section's notice, a cancelled change and a refusal", async ({
  page,
}) => {
  await openAccountPage(page, uniqueEmail());

  await makeChange(page, changePasswordAction("a-brand-new-secret"));
  const notice = sectionStatus(accountSection(page, "Password"));
  await expect(notice).toHaveText(SAID.notice);

  const emailForm = await submitAction(page, changeEmailAction(uniqueEmail()));
  await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(emailForm.getByRole("status")).toHaveText(SAID.cancelled);

  // Another address typed: refused in the form, before anything is asked.
  const deleteForm = await submitAction(page, deleteAccountAction(uniqueEmail()));
  await expect(deleteForm.getByRole("status")).toHaveText(SAID.refusal);

  await chooseLanguage(page, "fr");

  // Soft: a text left in English does not hide the others.
  await expect
    .soft(sectionStatus(accountSection(page, fr("Password"))))
    .toHaveText(fr(SAID.notice));
  await expect
    .soft(actionForm(page, fr("Change e-mail address")).getByRole("status"))
    .toHaveText(fr(SAID.cancelled));
  await expect
    .soft(actionForm(page, fr("Delete account")).getByRole("status"))
    .toHaveText(fr(SAID.refusal));
  for (const english of Object.values(SAID)) {
    await expect(page.getByText(english)).toHaveCount(0);
  }
});
