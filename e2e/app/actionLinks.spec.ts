import { createAccount } from "../support/accounts";
import {
  ABORTED_CALL,
  REFUSED_CALL,
  anyOf,
  expect,
  serviceCall,
  test,
  type Page,
} from "../support/fixtures";
import { actionLink } from "../support/mail";
import { serviceRefusal } from "./lifecycle";

// Mailed links that cannot be used, opened at /auth/action: each gets a plain message and ways on,
// never a blank page, a stuck "Checking the link...", the 404 page or an uncaught error (the
// fixtures fail a test on console errors other than the refused or aborted call's own line).

test.use({ allowedConsoleErrors: [anyOf(REFUSED_CALL, ABORTED_CALL)] });

const INVALID_CODE =
  "This link is not valid: it has been used already, or it was not copied whole.";
const checkCall = serviceCall("accounts:resetPassword");

/** The bad-link screen with `message`, its ways on, and the first of them followed. */
async function expectUnusableLink(page: Page, message: string, ways: string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link can't be used");
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText("Checking the link...")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  const links = page.getByRole("navigation", { name: "Other pages" }).getByRole("link");
  await expect(links).toHaveText(ways);
}

/** Follows the "Request a new link" of a reset link: the forgot-password page. */
async function requestNewResetLink(page: Page) {
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
}

/** A new account's reset link, asked for on the forgot-password page: the app's own link. */
async function mailedResetLink(page: Page): Promise<string> {
  const email = await createAccount();
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(/^If an account uses that address/);
  return actionLink(email, "PASSWORD_RESET");
}

test("a link with no parameters is incomplete, with the way home", async ({ page }) => {
  await page.goto("/auth/action");
  await expectUnusableLink(
    page,
    "This link is incomplete. Open it again from the e-mail, or copy the whole address.",
    ["Sign in", "Home"],
  );
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page.getByText("Current User : None")).toBeVisible();
});

test("a link of an unknown mode is not handled here", async ({ page }) => {
  // Firebase's e-mail link sign-in, which this app does not offer.
  await page.goto("/auth/action?mode=signIn&oobCode=some-code");
  await expectUnusableLink(page, "This app does not handle this kind of link.", [
    "Sign in",
    "Home",
  ]);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
});

test("a malformed code is not valid, with a way to a new link", async ({ page }) => {
  await page.goto("/auth/action?mode=resetPassword&oobCode=not-a-real-code");
  await expectUnusableLink(page, INVALID_CODE, ["Request a new link", "Sign in", "Home"]);
  await requestNewResetLink(page);
});

test("an already-used code is not valid, with a way to a new link", async ({ page }) => {
  const link = await mailedResetLink(page);
  await page.goto(link);
  await page.getByLabel("New password").fill("a-brand-new-secret");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText(/^Your password has been changed/)).toBeVisible();

  await page.goto(link);
  await expectUnusableLink(page, INVALID_CODE, ["Request a new link", "Sign in", "Home"]);
  await requestNewResetLink(page);
});

// The emulator's codes never expire, and it checks no account's state when reading one.
for (const [kind, refusal, message] of [
  ["an expired code", "EXPIRED_OOB_CODE", "This link has expired."],
  ["a disabled account's code", "USER_DISABLED", "This account has been disabled."],
] as const) {
  test(`${kind} says so, with a way to a new link (by route: the emulator never answers ${refusal})`, async ({
    page,
  }) => {
    await page.route(checkCall, (route) => route.fulfill(serviceRefusal(refusal)));
    await page.goto("/auth/action?mode=resetPassword&oobCode=a-code-from-the-mail");
    await expectUnusableLink(page, message, ["Request a new link", "Sign in", "Home"]);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await requestNewResetLink(page);
  });
}

test("a network failure while reading the link offers Try again, which reads it once the service is back", async ({
  page,
}) => {
  const link = await mailedResetLink(page);
  await page.route(checkCall, (route) => route.abort());
  await page.goto(link);
  await expectUnusableLink(
    page,
    "The service could not be reached. Check your connection, then try again.",
    ["Request a new link", "Sign in", "Home"],
  );

  await page.unroute(checkCall);
  const checked = page.waitForResponse((response) => checkCall(new URL(response.url())));
  await page.getByRole("button", { name: "Try again" }).click();
  expect((await checked).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await expect(page.getByLabel("New password")).toBeVisible();
});
