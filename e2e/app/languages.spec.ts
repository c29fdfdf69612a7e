import type { Request } from "@playwright/test";
import { createAccount, mailPasswordReset, PASSWORD, uniqueEmail } from "../support/accounts";
import { accountSection, actionForm, submitAction } from "../support/accountActions";
import { expectNoViolations } from "../support/axe";
import {
  expect,
  serviceCall,
  signIn,
  signInToNewAccount,
  test,
  type Page,
} from "../support/fixtures";
import {
  chooseLanguage,
  expectLanguage,
  languageSwitcher,
  translator,
  type Translate,
} from "../support/languages";
import { actionLink } from "../support/mail";
import { createAccountWithFactors } from "../support/secondFactors";
import { nextText, uniquePhoneNumber } from "../support/texts";

// The app in a left-to-right language and in the right-to-left one, on the emulator: each screen's
// texts read from the language's catalog (e2e/support/languages.ts), <html lang dir>, axe, and the
// language the identity service is asked to write its mails and texts in. Then how the language is
// picked: the switcher's choice, a mailed link's, the browser's. axe checks each screen, and its
// work is CPU-bound, slowing with the machine's load: a test here has 60 s, and each wait in it
// keeps its own limit.
test.describe.configure({ timeout: 60_000 });

/** The page's h1, `english` in `code`: a translation, or the test would prove nothing. */
function translatedHeading(page: Page, code: string, english: string) {
  const text = translator(code)(english);
  expect(text, `the ${code} catalog's "${english}"`).not.toBe(english);
  return page.getByRole("heading", { level: 1, name: text, exact: true });
}

/** The next call the page sends to the Auth emulator's `endpoint` (not a CORS preflight). */
function nextCall(page: Page, endpoint: string): Promise<Request> {
  const isCall = serviceCall(endpoint);
  return page.waitForRequest(
    (request) => request.method() === "POST" && isCall(new URL(request.url())),
  );
}

/** Waits for `call`, and checks it asks the service to write in `code` (the SDK's header). */
async function expectWrittenIn(call: Promise<Request>, code: string) {
  expect(await (await call).headerValue("x-firebase-locale"), "X-Firebase-Locale").toBe(code);
}

for (const code of ["fr", "ar"]) {
  const tr: Translate = translator(code);

  /** The screen titled `english` is shown in the language, labelled so, and axe finds nothing. */
  async function expectScreen(page: Page, english: string) {
    await expect(translatedHeading(page, code, english)).toBeVisible();
    await expectLanguage(page, code);
    await expectNoViolations(page);
  }

  /** Fills the spec's form in the language and presses its button. */
  async function submitAuthForm(page: Page, button: string, email: string) {
    await page.getByLabel(tr("Email"), { exact: true }).fill(email);
    await page.getByLabel(tr("Password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: tr(button), exact: true }).click();
  }

  /** The signed-in home page, in the language. */
  async function expectSignedIn(page: Page, email: string) {
    await expect(page).toHaveURL("/");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: tr("Sign Out"), exact: true })).toBeVisible();
    await expectLanguage(page, code);
  }

  test(`${code}: sign up in the language chosen, then the signed-in home`, async ({ page }) => {
    await page.goto("/");
    await chooseLanguage(page, code);
    await page.goto("/auth/sign-up");
    await expectScreen(page, "Sign Up");
    const email = uniqueEmail();
    await submitAuthForm(page, "Create Account", email);
    await expectSignedIn(page, email);
  });

  test(`${code}: sign in, then the second step, whose text is asked for in ${code}`, async ({
    page,
  }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
    await page.goto("/auth/sign-in");
    await chooseLanguage(page, code);
    await expectScreen(page, "Sign In");

    const text = await nextText(phoneNumber);
    const texting = nextCall(page, "mfaSignIn:start");
    await submitAuthForm(page, "Login", email);
    await expectWrittenIn(texting, code);
    await expectScreen(page, "Second step");
    await page.getByLabel(tr("Code"), { exact: true }).fill(await text.code());
    await page.getByRole("button", { name: tr("Verify"), exact: true }).click();
    await expectSignedIn(page, email);
  });

  test(`${code}: the account page mails the verification link in ${code}, and the link opens in it`, async ({
    page,
  }) => {
    const email = await signInToNewAccount(page);
    await chooseLanguage(page, code);
    await page.getByRole("link", { name: tr("Account"), exact: true }).click();
    await expectScreen(page, "Your account");

    const mailing = nextCall(page, "accounts:sendOobCode");
    await page.getByRole("button", { name: tr("Send verification e-mail"), exact: true }).click();
    await expectWrittenIn(mailing, code);
    await (await mailing).response();

    // The emulator's link says lang=en: the visitor's choice wins over it.
    await page.goto(await actionLink(email, "VERIFY_EMAIL"));
    await expectScreen(page, "Verify your e-mail address");
    await page.getByRole("button", { name: tr("Verify e-mail address"), exact: true }).click();
    await page.getByRole("link", { name: tr("Continue"), exact: true }).click();
    await expect(translatedHeading(page, code, "Your account")).toBeVisible();
    const address = accountSection(page, tr("E-mail address"));
    await expect(address.getByText(tr("Verified"), { exact: true })).toBeVisible();
  });

  test(`${code}: adding a phone on the account page asks for its text in ${code}`, async ({
    page,
  }) => {
    // Enrolling needs a verified address.
    const email = await createAccountWithFactors([]);
    await signIn(page, email);
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    await chooseLanguage(page, code);
    await page.getByRole("link", { name: tr("Account"), exact: true }).click();
    await expect(translatedHeading(page, code, "Your account")).toBeVisible();

    // The factors listed first: the section is pressed once its state is known.
    const twoStep = accountSection(page, tr("Two-step sign-in"));
    const noFactor = tr("None yet: signing in asks for your password alone.");
    await expect(twoStep.getByText(noFactor, { exact: true })).toBeVisible();
    const phoneNumber = uniquePhoneNumber();
    await submitAction(page, {
      name: tr("Add a phone"),
      submit: tr("Send code"),
      fill: async (form) => {
        await form.getByLabel(tr("Phone number"), { exact: true }).fill(phoneNumber);
        await form.getByLabel(tr("Name"), { exact: true }).fill("Phone");
      },
    });
    const dialog = page.getByRole("dialog", { name: tr("Confirm it's you"), exact: true });
    await dialog.getByLabel(tr("Current password"), { exact: true }).fill(PASSWORD);
    const texting = nextCall(page, "mfaEnrollment:start");
    await dialog.getByRole("button", { name: tr("Continue"), exact: true }).click();
    await expectWrittenIn(texting, code);
    const codeForm = actionForm(page, tr("Add a phone"));
    await expect(codeForm.getByLabel(tr("Code"), { exact: true })).toBeVisible();
    await expectLanguage(page, code);
    await expectNoViolations(page);
  });

  test(`${code}: the switcher's choice holds across a reload; English brings the spec's texts back`, async ({
    page,
  }) => {
    await page.goto("/auth/sign-in");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await chooseLanguage(page, code);
    await expect(translatedHeading(page, code, "Sign In")).toBeVisible();

    await page.reload();
    await expectLanguage(page, code);
    await expect(translatedHeading(page, code, "Sign In")).toBeVisible();
    await expect(languageSwitcher(page, code)).toHaveValue(code);

    await chooseLanguage(page, "en", code);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await page.reload();
    await expectLanguage(page, "en");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Don't have an account? Sign Up" })).toBeVisible();
    await expect(languageSwitcher(page)).toHaveValue("en");
  });
}

test.describe("a browser that prefers Canadian French", () => {
  test.use({ locale: "fr-CA" });

  test("opens in French, which the switcher shows", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await expectLanguage(page, "fr");
    await expect(translatedHeading(page, "fr", "Sign In")).toBeVisible();
    await expect(languageSwitcher(page, "fr")).toHaveValue("fr");
  });
});

test("a mailed link's lang=ar opens its page in Arabic where no language was chosen; a choice wins over it", async ({
  page,
}) => {
  const email = await createAccount();
  await mailPasswordReset(email);
  const link = new URL(await actionLink(email, "PASSWORD_RESET"), "http://app.test");
  link.searchParams.set("lang", "ar");
  const path = `${link.pathname}${link.search}`;

  await page.goto(path);
  await expectLanguage(page, "ar");
  await expect(translatedHeading(page, "ar", "Reset your password")).toBeVisible();
  await expect(page.getByLabel(translator("ar")("New password"), { exact: true })).toBeVisible();

  await chooseLanguage(page, "fr", "ar");
  await page.goto(path);
  await expectLanguage(page, "fr");
  await expect(translatedHeading(page, "fr", "Reset your password")).toBeVisible();
  await expect(page.getByLabel(translator("fr")("New password"), { exact: true })).toBeVisible();
});
