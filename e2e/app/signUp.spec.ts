import { uniqueEmail } from "../support/accounts";
import {
  REFUSED_CALL,
  expect,
  holdServiceCalls,
  signOut,
  signUp,
  submitAuthForm,
  test,
} from "../support/fixtures";

test("the sign-up screen has the form, the demo warning and its links", async ({ page }) => {
  await page.goto("/auth/sign-up");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect(
    page.getByText("Demo app, please don't use your real email or password"),
  ).toBeVisible();

  await page.getByRole("link", { name: "Already have an account? Sign In" }).click();
  await expect(page).toHaveURL("/auth/sign-in");
  await page.goBack();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
});

test("creating an account shows the status line, then the signed-in home", async ({ page }) => {
  const email = uniqueEmail();
  const signUpCall = await holdServiceCalls(page, "accounts:signUp");
  await submitAuthForm(page, "/auth/sign-up", "Create Account", email, "a-new-password");

  await expect(page.getByRole("status")).toHaveText("Creating account...");
  await expect.poll(() => signUpCall.held).toHaveLength(1);
  signUpCall.release();

  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByText("Creating account...")).toHaveCount(0);
});

test.describe("refused by the service", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("an e-mail already in use alerts the service's message", async ({ page, dialogs }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await signOut(page);

    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, "another-password");

    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toContain("auth/email-already-in-use");
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page).toHaveURL("/auth/sign-up");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });
});
