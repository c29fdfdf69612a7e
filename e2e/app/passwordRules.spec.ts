import {
  createAccount,
  mailPasswordReset,
  PASSWORD,
  signsIn,
  uniqueEmail,
} from "../support/accounts";
import {
  accountSection,
  changePasswordAction,
  confirmWithPassword,
  makeChange,
  openAction,
  sectionStatus,
  type AccountAction,
} from "../support/accountActions";
import {
  expect,
  REFUSED_CALL,
  serviceCall,
  submitAuthForm,
  test,
  type Page,
} from "../support/fixtures";
import { actionLink } from "../support/mail";
import { enforcePasswordPolicy, openAccountPage, serviceRefusal } from "./lifecycle";

// The project's password rules beside a new password's field: the reset link's page and Change
// password on /account. The emulator has no policy (501): the one rule every project enforces.
// With the policy request answered as a real project answers it: every rule, marked as typed.

const POLICY_REFUSAL =
  "PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [Password must contain an upper case character]";

/** The list beside the field: each rule's words, with its mark and its words for screen readers. */
function rules(page: Page) {
  return page.getByRole("list", { name: "Password rules" }).getByRole("listitem");
}

/** Change password, opened on the account page (what is typed in it is for the test). */
const CHANGE_PASSWORD: AccountAction = changePasswordAction("");

test("on the emulator, which has no policy: the one rule, marked as typed, and no code on screen", async ({
  page,
}) => {
  await openAccountPage(page, uniqueEmail());
  const field = (await openAction(page, CHANGE_PASSWORD)).getByLabel("New password");

  await expect(rules(page)).toHaveText(["✗ At least 6 characters (not met)"]);
  await field.fill("abcdef");
  await expect(rules(page)).toHaveText(["✓ At least 6 characters (met)"]);
  // 501 as a word: the page shows a unique address, whose random digits may hold it.
  await expect(page.getByText(/auth\/|not-implemented|\b501\b/)).toHaveCount(0);
});

test.describe("with the project's policy", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("every rule shown and marked as the visitor types; a compliant password accepted", async ({
    page,
  }) => {
    await enforcePasswordPolicy(page);
    const email = uniqueEmail();
    await openAccountPage(page, email);
    const form = await openAction(page, CHANGE_PASSWORD);
    const field = form.getByLabel("New password");

    await field.fill("abc1");
    await expect(rules(page)).toHaveText([
      "✗ At least 10 characters (not met)",
      "✓ At most 40 characters (met)",
      "✓ A lower-case letter (met)",
      "✗ An upper-case letter (not met)",
      "✓ A digit (met)",
      "✗ A symbol: ! # $ % (not met)",
    ]);
    await expect(field).toHaveAccessibleDescription(
      /^Password rules At least 10 characters \(not met\) At most 40 characters \(met\)/,
    );

    const compliant = "Abcdefgh1!";
    await field.fill(compliant);
    await expect(rules(page).filter({ hasText: "(not met)" })).toHaveCount(0);
    await form.getByRole("button", { name: "Change password" }).click();
    await confirmWithPassword(page);
    await expect(sectionStatus(accountSection(page, "Password"))).toHaveText(
      "Your password has been changed.",
    );
    expect(await signsIn(email, compliant)).toBe(true);
  });

  test("the service's refusal names the rules not met, changes nothing, and the form stays usable", async ({
    page,
  }) => {
    await enforcePasswordPolicy(page);
    const email = uniqueEmail();
    await openAccountPage(page, email);
    await page.route(serviceCall("accounts:update"), (route) =>
      route.fulfill(serviceRefusal(POLICY_REFUSAL)),
    );

    const form = await makeChange(page, changePasswordAction("abcdefgh1!"));

    await expect(form.getByRole("status")).toHaveText(
      "The new password does not meet this site's rules. It needs: an upper-case letter.",
    );
    await expect(form.getByRole("button", { name: "Change password" })).toBeEnabled();
    expect(await signsIn(email, PASSWORD)).toBe(true);
  });

  test("the reset link's page lists the rules, names the unmet ones, and takes a compliant password", async ({
    page,
  }) => {
    await enforcePasswordPolicy(page);
    const email = await createAccount();
    await mailPasswordReset(email);
    // The reset's own call (with a new password) is refused once; reading the link goes through.
    let refused = false;
    await page.route(serviceCall("accounts:resetPassword"), async (route) => {
      const body = route.request().postDataJSON() as { newPassword?: string };
      if (body.newPassword === undefined || refused) return route.continue();
      refused = true;
      return route.fulfill(serviceRefusal(POLICY_REFUSAL));
    });
    await page.goto(await actionLink(email, "PASSWORD_RESET"));
    const field = page.getByLabel("New password");
    await expect(rules(page)).toHaveCount(6);

    await field.fill("abcdefgh1!");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The new password does not meet this site's rules. It needs: an upper-case letter.",
    );

    await field.fill("Abcdefgh1!");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    expect(await signsIn(email, "Abcdefgh1!")).toBe(true);
  });

  test("the sign-up form shows no rule, and alerts the service's own refusal", async ({
    page,
    dialogs,
  }) => {
    await enforcePasswordPolicy(page);
    await page.route(serviceCall("accounts:signUp"), (route) =>
      route.fulfill(serviceRefusal(POLICY_REFUSAL)),
    );

    await submitAuthForm(page, "/auth/sign-up", "Create Account", uniqueEmail(), "abcdefgh1!");

    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toBe(
      "Firebase: Missing password requirements: [Password must contain an upper case character] (auth/password-does-not-meet-requirements).",
    );
    await expect(page.getByRole("list", { name: "Password rules" })).toHaveCount(0);
    await expect(page.getByText(/At least \d+ characters/)).toHaveCount(0);
  });
});
