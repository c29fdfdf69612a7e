import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import {
  REFUSED_CALL,
  expect,
  holdServiceCalls,
  isSameDocument,
  markDocument,
  signIn,
  test,
} from "../support/fixtures";

test("the sign-in screen has the form and its links", async ({ page }) => {
  await page.goto("/auth/sign-in");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  await page.getByRole("link", { name: "Don't have an account? Sign Up" }).click();
  await expect(page).toHaveURL("/auth/sign-up");
  await page.goBack();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
});

test("signing in shows the status line, then the signed-in home", async ({ page }) => {
  const email = await createAccount();

  const signInCall = await holdServiceCalls(page, "accounts:signInWithPassword");
  await signIn(page, email);
  await expect(page.getByRole("status")).toHaveText("Logging in...");
  await expect.poll(() => signInCall.held).toHaveLength(1);
  signInCall.release();

  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByText("Logging in...")).toHaveCount(0);
});

// What a project with e-mail enumeration protection (every new one) answers to both.
const INVALID_CREDENTIAL = "Firebase: Error (auth/invalid-credential).";

test.describe("refused by the service", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("a wrong password alerts the service's message, then a retry succeeds", async ({
    page,
    dialogs,
  }) => {
    const email = await createAccount();

    await signIn(page, email, "not-the-password");
    await expect.poll(() => dialogs).toEqual([INVALID_CREDENTIAL]);
    await expect(page.getByRole("status")).toBeEmpty();

    // The same page, without a reload, takes the right password.
    await markDocument(page);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(dialogs).toHaveLength(1);
  });

  test("an unknown account alerts the service's message", async ({ page, dialogs }) => {
    await signIn(page, uniqueEmail());
    // Enumeration protection: the same answer as a wrong password.
    await expect.poll(() => dialogs).toEqual([INVALID_CREDENTIAL]);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page).toHaveURL("/auth/sign-in");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });
});
