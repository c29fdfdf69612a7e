import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import {
  REFUSED_CALL,
  expect,
  holdServiceCalls,
  serviceCall,
  signOut,
  test,
  type Page,
} from "../support/fixtures";

// A second press of the button, or of Enter, while a request runs must not send another one.

// Each form, the call it makes, and the service's answer to the refused submits below: a new
// e-mail with a 5-character password is no account on sign-in, too short a password on sign-up.
const FORMS = [
  {
    path: "/auth/sign-in",
    button: "Login",
    endpoint: "accounts:signInWithPassword",
    refusal: "Firebase: Error (auth/invalid-credential).",
  },
  {
    path: "/auth/sign-up",
    button: "Create Account",
    endpoint: "accounts:signUp",
    refusal: "Firebase: Password should be at least 6 characters (auth/weak-password).",
  },
] as const;

/** Every request the page sends to the Auth emulator's `endpoint`, held or not. */
function countServiceCalls(page: Page, endpoint: string): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (serviceCall(endpoint)(new URL(request.url()))) sent.push(request.url());
  });
  return sent;
}

async function expectBusy(page: Page, button: string) {
  await expect(page.getByRole("button", { name: button })).toBeDisabled();
  await expect(page.locator("form")).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status")).not.toBeEmpty();
}

async function expectIdle(page: Page, button: string) {
  await expect(page.getByRole("button", { name: button })).toBeEnabled();
  await expect(page.locator("form")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("status")).toBeEmpty();
}

for (const { path, button, endpoint, refusal } of FORMS) {
  test(`${button} pressed twice, then forced, sends one request; the form is busy until it lands`, async ({
    page,
  }) => {
    // Sign-in needs an account; sign-up makes it.
    const email = button === "Login" ? await createAccount() : uniqueEmail();
    const sent = countServiceCalls(page, endpoint);
    const call = await holdServiceCalls(page, endpoint);
    await page.goto(path);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await expectIdle(page, button);

    // Two presses in quick succession, and one more on the disabled button while it runs.
    await page.getByRole("button", { name: button }).dblclick();
    await expectBusy(page, button);
    await page.getByRole("button", { name: button }).click({ force: true });
    await expectBusy(page, button);
    // The form is busy at once; the SDK's request leaves a moment later.
    await expect.poll(() => sent.length).toBe(1);
    call.release();

    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
    expect(sent).toHaveLength(1);
    // After the success the app leaves the form; back on it (signed out), it is ready again.
    await signOut(page);
    await page.goto(path);
    await expectIdle(page, button);
  });

  test.describe("refused by the service", () => {
    test.use({ allowedConsoleErrors: [REFUSED_CALL] });

    test(`Enter pressed twice on ${path} sends one request, alerts once, then the form is ready again`, async ({
      page,
      dialogs,
    }) => {
      const sent = countServiceCalls(page, endpoint);
      const call = await holdServiceCalls(page, endpoint);
      await page.goto(path);
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByLabel("Password").fill("12345");
      await page.getByLabel("Password").press("Enter");
      await expectBusy(page, button);
      await page.getByLabel("Password").press("Enter");
      await page.getByLabel("Email").press("Enter");
      await expectBusy(page, button);
      await expect.poll(() => sent.length).toBe(1);
      call.release();

      await expect.poll(() => dialogs).toEqual([refusal]);
      await expectIdle(page, button);
      expect(sent).toHaveLength(1);
    });
  });
}
