import { randomUUID } from "node:crypto";
import {
  REFUSED_CALL,
  PASSWORD,
  expect,
  record,
  signOut,
  signUp,
  test,
  uniqueEmail,
  type Page,
} from "./fixtures";
import { ROWS, type Answer } from "./hostileInputs";

// Hostile input on both forms. The form checks nothing itself (noValidate, spec section 5): each
// input reaches the identity service, whose answer is either its message in an alert or a
// success. What each input produced is recorded in the report ("input" annotations).

/** Submits the open form and returns the service's answer: an alert, or the signed-in home. */
async function submit(page: Page, button: string, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const home = page.getByText(/^Current User : /);
  const alerted = page.waitForEvent("dialog").then((dialog) => ({ alert: dialog.message() }));
  const signedIn = home.waitFor().then(async () => ({
    signedInAs: (await home.textContent())?.replace("Current User : ", "") ?? "",
  }));
  // The first one wins; the other is left to fail quietly when the test ends.
  void alerted.catch(() => undefined);
  void signedIn.catch(() => undefined);
  await page.getByRole("button", { name: button }).click();
  return Promise.race<Answer>([alerted, signedIn]);
}

/** After an alert: the status line is cleared and the same form, still on screen, works. */
async function expectUsable(page: Page, button: string, email: string, password: string) {
  await expect(page.getByRole("status")).toBeEmpty();
  await expect(page.getByRole("button", { name: button })).toBeEnabled();
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
}

function summary(answer: Answer): string {
  if ("alert" in answer) return `alert "${answer.alert}"`;
  const email = JSON.stringify(answer.signedInAs);
  if (email.length <= 60) return `signed in as ${email}`;
  const length = answer.signedInAs.length;
  return `signed in as ${email.slice(0, 16)}…${email.slice(-30)} (${length} characters)`;
}

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

for (const row of ROWS) {
  test(`hostile input, ${row.input}: each form answers with the service's word`, async ({
    page,
    dialogs,
  }) => {
    const id = `e2e-${randomUUID()}`;
    const existing = row.existing?.(id);
    if (existing) {
      await signUp(page, existing);
      await signOut(page);
    }
    const email = row.email(id);

    await page.goto("/auth/sign-up");
    const signUpAnswer = await submit(page, "Create Account", email, row.password);
    expect(signUpAnswer).toEqual(row.signUp(email));
    // The account that exists once the sign-up form is done, for the sign-in form's second try.
    const account =
      "alert" in signUpAnswer
        ? { email: uniqueEmail(), password: PASSWORD }
        : { email: signUpAnswer.signedInAs, password: row.password };
    if ("alert" in signUpAnswer) {
      await expectUsable(page, "Create Account", account.email, account.password);
    }

    // Signed in either way: sign out and reach the sign-in form through the app, no reload.
    await signOut(page);
    await page.getByRole("link", { name: "Sign In" }).click();
    const signInAnswer = await submit(page, "Login", email, row.password);
    expect(signInAnswer).toEqual(row.signIn(email));
    if ("alert" in signInAnswer) {
      await expectUsable(page, "Login", account.email, account.password);
    }

    // One alert per refusal, no more.
    const alerts = [signUpAnswer, signInAnswer].filter((answer) => "alert" in answer);
    expect(dialogs).toEqual(alerts.map((answer) => answer.alert));
    // Nothing typed was ever rendered as markup: the home page showed each accepted e-mail as
    // its text, and no element came of it (a rendered onerror would also break the CSP).
    await expect(page.locator("img, script:not([src]), [data-e2e-markup]")).toHaveCount(0);
    await expect(page.getByText(/Creating account\.\.\.|Logging in\.\.\./)).toHaveCount(0);
    record(
      "input",
      `${row.input} | sign-up: ${summary(signUpAnswer)} | sign-in: ${summary(signInAnswer)}`,
    );
  });
}
