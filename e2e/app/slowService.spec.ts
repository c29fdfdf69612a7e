import { createAccount, uniqueEmail } from "../support/accounts";
import {
  REFUSED_CALL,
  expect,
  holdServiceCalls,
  signIn,
  submitAuthForm,
  test,
  type Page,
} from "../support/fixtures";

// A slow identity service: its calls are held until the test releases them, then answered by the
// real service. Each state is awaited as it shows, in order; how long anything takes is for
// `npm run bench`, not for a test.

// Runs in the page: records every change of the form's status line (null: no form on screen).
function recordStatusLine() {
  const texts: (string | null)[] = [];
  Object.assign(window, { e2eStatusTexts: texts });
  const read = () => document.querySelector("form [role=status]")?.textContent ?? null;
  new MutationObserver(() => {
    const text = read();
    if (text !== texts.at(-1)) texts.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The status line showed `text` once, without a flicker, and it is gone now. */
async function expectShownOnce(page: Page, text: string) {
  const texts = await page.evaluate(
    () => (window as unknown as { e2eStatusTexts: (string | null)[] }).e2eStatusTexts,
  );
  expect(
    texts.filter((shown) => shown === text),
    JSON.stringify(texts),
  ).toHaveLength(1);
  expect(texts.at(-1), JSON.stringify(texts)).not.toBe(text);
}

test("a slow sign-in keeps its status line up the whole wait, and the form takes typing", async ({
  page,
}) => {
  const email = await createAccount();
  const { held, release } = await holdServiceCalls(page, "accounts:signInWithPassword");
  await page.addInitScript(recordStatusLine);
  await signIn(page, email);

  // While the service has not answered: the status line is up and the fields still take typing.
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole("status")).toHaveText("Logging in...");
  await page.getByLabel("Email").fill("typed-while-waiting@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("typed-while-waiting@example.com");
  await expect(page.getByRole("status")).toHaveText("Logging in...");

  // The answer is for what was submitted.
  release();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expectShownOnce(page, "Logging in...");
  expect(held).toHaveLength(1);
});

test.describe("refused by the service", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("a slow refusal keeps the status line up the whole wait, then alerts and clears it", async ({
    page,
    dialogs,
  }) => {
    const { held, release } = await holdServiceCalls(page, "accounts:signUp");
    await page.addInitScript(recordStatusLine);
    // Too short a password for the service.
    await submitAuthForm(page, "/auth/sign-up", "Create Account", uniqueEmail(), "12345");

    await expect.poll(() => held.length).toBe(1);
    await expect(page.getByRole("status")).toHaveText("Creating account...");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
    expect(dialogs).toEqual([]);

    const alerted = page.waitForEvent("dialog");
    release();
    await alerted;
    expect(dialogs).toEqual([
      "Firebase: Password should be at least 6 characters (auth/weak-password).",
    ]);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await expectShownOnce(page, "Creating account...");
  });
});

test("leaving the form during a slow sign-in: the Home link works before the answer, the sign-in still lands", async ({
  page,
}) => {
  const email = await createAccount();
  const { held, release } = await holdServiceCalls(page, "accounts:signInWithPassword");
  await signIn(page, email);
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole("status")).toHaveText("Logging in...");

  // The service has not answered (it cannot: its call is held), yet home is up.
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page.getByText("Current User : None")).toBeVisible();

  release();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
});
