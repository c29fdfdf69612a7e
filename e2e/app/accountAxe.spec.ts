import {
  addPhoneAction,
  changeEmailAction,
  changePasswordAction,
  confirmDialog,
  confirmWithPassword,
  deleteAccountAction,
  openAction,
  removeFactorAction,
  submitAction,
  type AccountAction,
} from "../support/accountActions";
import { uniqueEmail } from "../support/accounts";
import { expectNoViolations } from "../support/axe";
import { expect, REFUSED_CALL, test, type Page } from "../support/fixtures";
import { uniquePhoneNumber } from "../support/texts";
import { openAccountPageWithPhone } from "./accountSteps";
import { masked } from "./secondFactorSteps";

// axe-core on the account page of an account with a second factor, in light, dark and forced
// colours: at rest, with each action open, and with "Confirm it's you" open at each of its steps.
// Each state is a test of its own: axe takes seconds per theme on this page, and journeys through
// several states outgrew the 30 s a test has on a loaded machine. Even so, axe's work is CPU-bound
// and slows with the machine's load: a test here has 60 s, and each wait in it keeps its own
// limit. The unverified address's page is in accessibility.spec.ts.
test.describe.configure({ timeout: 60_000 });

const IN_EVERY_THEME = { forcedColors: true };

test("at rest", async ({ page }) => {
  await openAccountPageWithPhone(page);
  await expectNoViolations(page, IN_EVERY_THEME);
});

/** Each action, for the account of openAccountPageWithPhone, filled as it would be to submit it. */
const ACTIONS: {
  title: string;
  actionFor: (account: { email: string; factorName: string }) => AccountAction;
}[] = [
  { title: "Change e-mail address", actionFor: () => changeEmailAction(uniqueEmail()) },
  { title: "Change password", actionFor: () => changePasswordAction("a-brand-new-secret") },
  { title: "Add a phone", actionFor: () => addPhoneAction(uniquePhoneNumber(), "Home phone") },
  { title: "Remove the phone", actionFor: ({ factorName }) => removeFactorAction(factorName) },
  { title: "Delete account", actionFor: ({ email }) => deleteAccountAction(email) },
];

/** Opens `action` on the account page of openAccountPageWithPhone, filled as it would be sent. */
async function openFilled(page: Page, actionFor: (typeof ACTIONS)[number]["actionFor"]) {
  const action = actionFor(await openAccountPageWithPhone(page));
  const form = await openAction(page, action);
  await action.fill(form);
  return { action, form };
}

for (const { title, actionFor } of ACTIONS) {
  test(`${title} open`, async ({ page }) => {
    await openFilled(page, actionFor);
    await expectNoViolations(page, IN_EVERY_THEME);
  });

  test(`${title}, then Confirm it's you asking for the password`, async ({ page }) => {
    const { action, form } = await openFilled(page, actionFor);
    await form.getByRole("button", { name: action.submit, exact: true }).click();
    const dialog = confirmDialog(page);
    await expect(dialog.getByLabel("Current password")).toBeFocused();
    await expectNoViolations(page, IN_EVERY_THEME);
    // Cancelled: nothing is sent, and the form says so.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByRole("status")).toHaveText("Nothing was changed.");
  });
}

test.describe("with the service's refusals", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("Confirm it's you: a wrong password", async ({ page }) => {
    await openAccountPageWithPhone(page);
    await submitAction(page, changePasswordAction("a-brand-new-secret"));

    const dialog = await confirmWithPassword(page, "not-the-password");
    await expect(dialog.getByRole("status")).toHaveText("The current password is not right.");
    await expectNoViolations(page, IN_EVERY_THEME);
  });
});

test("Confirm it's you: the second step, with its code texted", async ({ page }) => {
  const { phoneNumber } = await openAccountPageWithPhone(page);
  await submitAction(page, changePasswordAction("a-brand-new-secret"));

  const dialog = await confirmWithPassword(page);
  await expect(dialog.getByRole("status")).toHaveText(
    `A code has been texted to ${masked(phoneNumber)}.`,
  );
  await expectNoViolations(page, IN_EVERY_THEME);
});
