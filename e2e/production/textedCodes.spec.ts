import {
  accountSection,
  addPhoneAction,
  factorList,
  makeChange,
  sectionStatus,
} from "../support/accountActions";
import { signIn, type Page } from "../support/fixtures";
import { createAccountWithFactors, enrolledFactors } from "../support/secondFactors";
import { textedCode, textsTo, uniquePhoneNumber } from "../support/texts";
import { openAccount } from "./accountPage";
import { expect, test } from "./googleApis";
import { answerRecaptchaConfig, RECAPTCHA_FRAME, standInRecaptcha } from "./recaptchaStandIn";

// Texted codes in the production build with the reCAPTCHA switch on, whose CSP lets reCAPTCHA
// load: as on a real project, the SDK verifies each text with reCAPTCHA v2 (played by the stand-in)
// before the service sends it; the Auth emulator sends it, and the test reads it there. With the
// switch off, firebase.json's CSP blocks reCAPTCHA: the app says so instead of texting.

/** The project's reCAPTCHA, as a project with SMS but no reCAPTCHA Enterprise for phones has it. */
async function playRecaptcha(page: Page) {
  await answerRecaptchaConfig(page, [{ provider: "PHONE_PROVIDER", enforcementState: "OFF" }]);
  await standInRecaptcha(page, "v2");
}

/** Whether the page has reCAPTCHA v2's frame, which only its CSP's sources let in. */
function hasRecaptchaFrame(page: Page): boolean {
  return page.frames().some((frame) => RECAPTCHA_FRAME.v2.test(frame.url()));
}

/** A token of the stand-in's reCAPTCHA v2 widget, for the site key the service's recaptchaParams gave. */
const V2_TOKEN = /^v2-token-for:[^:]+:\d+$/;

/**
 * The reCAPTCHA token of the page's next call to `endpoint` (a start call, which has the service
 * text a code), read from `info` in its body.
 */
async function tokenSent(page: Page, endpoint: string, info: string): Promise<unknown> {
  const request = await page.waitForRequest((sent) => sent.url().includes(`/${endpoint}?`));
  return (request.postDataJSON() as Record<string, { recaptchaToken?: string }>)[info]
    ?.recaptchaToken;
}

test(
  "with RECAPTCHA_ENTERPRISE=on, sign-in with a phone as second factor: reCAPTCHA v2 answered, the code texted, then home",
  { tag: "@switches-on" },
  async ({ page, dialogs }) => {
    await playRecaptcha(page);
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Work phone" }]);

    const token = tokenSent(page, "mfaSignIn:start", "phoneSignInInfo");
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: "Second step", level: 1 })).toBeVisible();
    const masked = `+*******${phoneNumber.slice(-4)}`;
    await expect(page.getByRole("status")).toHaveText(`A code has been texted to ${masked}.`);
    expect(hasRecaptchaFrame(page)).toBe(true);
    expect(await token).toMatch(V2_TOKEN);
    // Google's terms, beside the form whose text reCAPTCHA guarded (its badge is hidden).
    await expect(page.getByText(/^This site is protected by reCAPTCHA/)).toBeVisible();
    await page.getByLabel("Code").fill(await textedCode(phoneNumber));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs).toEqual([]);
  },
);

test(
  "with RECAPTCHA_ENTERPRISE=on, /account adds a phone: reCAPTCHA v2 answered, the code texted, the phone listed",
  { tag: "@switches-on" },
  async ({ page }) => {
    await playRecaptcha(page);
    const email = await openAccount(page);

    const phoneNumber = uniquePhoneNumber();
    const token = tokenSent(page, "mfaEnrollment:start", "phoneEnrollmentInfo");
    const adding = await makeChange(page, addPhoneAction(phoneNumber, "Work phone"));
    await expect(
      adding.getByText(`A code has been texted to ${phoneNumber}. Enter it to add the phone.`),
    ).toBeVisible();
    expect(hasRecaptchaFrame(page)).toBe(true);
    expect(await token).toMatch(V2_TOKEN);
    await adding.getByLabel("Code").fill(await textedCode(phoneNumber));
    await adding.getByRole("button", { name: "Add phone" }).click();

    await expect(sectionStatus(accountSection(page, "Two-step sign-in"))).toHaveText(
      "Second factor added: \u2068Work phone\u2069. Signing in now asks for a code texted to this phone.",
    );
    const name = `\u2068Work phone\u2069 \\(text to \\${phoneNumber}\\)`;
    await expect(factorList(page)).toHaveText([new RegExp(`^${name}, since .*Remove ${name}$`)]);
    expect(await enrolledFactors(email)).toEqual([
      expect.objectContaining({ phoneInfo: phoneNumber, displayName: "Work phone" }),
    ]);
  },
);

test("with firebase.json's CSP, the second step of an account whose one factor is a phone says plainly why it cannot be completed", async ({
  page,
}) => {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Work phone" }]);

  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Second step", level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      "This site cannot text codes: its security policy blocks the reCAPTCHA check that texting " +
        "needs. None of your second factors can be used here, so this step cannot be completed.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in again" })).toBeVisible();
  expect(await textsTo(phoneNumber)).toEqual([]);
});
