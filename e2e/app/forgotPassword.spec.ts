import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { REFUSED_CALL, expect, serviceCall, signIn, test, type Page } from "../support/fixtures";
import { actionLink, mailTo } from "../support/mail";
import { serviceRefusal } from "./lifecycle";

// A forgotten password, from the sign-in screen's link to a sign-in with the new password. The
// reset link is the app's own, built from the message the emulator stored (../mail.ts).

const SENT =
  "If an account uses that address, a link to reset its password is on its way. Check your inbox.";
const NEW_PASSWORD = "a-brand-new-secret";

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

/** Asks for a reset link from the sign-in screen's "Forgot password?" link. */
async function requestReset(page: Page, email: string) {
  await page.goto("/auth/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
}

test("forgot, reset by the mailed link, then sign in with the new password only", async ({
  page,
  dialogs,
}) => {
  const email = await createAccount();

  await requestReset(page, email);
  await expect(page.getByRole("status")).toHaveText(SENT);
  await page.goto(await actionLink(email, "PASSWORD_RESET"));
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();

  // The service refuses a weak password and keeps the code: the same link takes a good one. (Under
  // its 6 characters, and no common password, which the page would refuse before sending it.)
  await page.getByLabel("New password").fill("zq7#x");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The new password is too weak: use at least 6 characters.",
  );
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(
    page.getByText("Your password has been changed. Sign in with the new one."),
  ).toBeVisible();

  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL("/auth/sign-in");
  await signIn(page, email, PASSWORD);
  await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/invalid-credential)."]);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test("the page reads the same for an address with an account and one without; only the first gets mail", async ({
  page,
}) => {
  const known = await createAccount();
  const unknown = uniqueEmail();

  /** Everything a visitor can learn from the page, once the request is answered. */
  async function answerTo(email: string) {
    const answered = page.waitForResponse((response) =>
      serviceCall("accounts:sendOobCode")(new URL(response.url())),
    );
    await requestReset(page, email);
    const status = (await answered).status();
    await expect(page.getByRole("status")).toHaveText(SENT);
    return {
      status,
      url: page.url(),
      text: await page.locator("body").innerText(),
      elements: await page.locator("body").ariaSnapshot(),
      focused: await page.evaluate(() => document.activeElement?.outerHTML),
    };
  }

  const withAccount = await answerTo(known);
  const withoutAccount = await answerTo(unknown);
  expect(withoutAccount).toEqual(withAccount);
  expect(await mailTo(known, "PASSWORD_RESET")).toHaveLength(1);
  expect(await mailTo(unknown, "PASSWORD_RESET")).toEqual([]);
});

test("an empty address gets the service's refusal in words", async ({ page }) => {
  await requestReset(page, "");
  await expect(page.getByRole("status")).toHaveText("Enter an e-mail address.");
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeEnabled();
});

// The emulator stores nothing and answers 200 for a malformed address, as for an unknown one (its
// sendOobCode checks no format for a reset); the real service refuses it with INVALID_EMAIL.
test("a malformed address gets the service's refusal in words (by route: the emulator takes any address)", async ({
  page,
}) => {
  await page.route(serviceCall("accounts:sendOobCode"), (route) =>
    route.fulfill(serviceRefusal("INVALID_EMAIL")),
  );
  await requestReset(page, "not-an-address");
  await expect(page.getByRole("status")).toHaveText("That is not a valid e-mail address.");
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
});
