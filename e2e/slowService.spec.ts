import {
  REFUSED_CALL,
  expect,
  record,
  serviceCall,
  signIn,
  signOut,
  submitAuthForm,
  signUp,
  test,
  uniqueEmail,
  type Page,
} from "./fixtures";

// A slow identity service: its answers are held back by seconds, then delivered as they were.

const DELAY_MS = 2_000;

/** Delays each call to the Auth emulator's `endpoint` by DELAY_MS; the real service answers it. */
async function delayServiceCalls(page: Page, endpoint: string) {
  await page.route(serviceCall(endpoint), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
}

interface StatusChange {
  at: number;
  text: string | null;
}

// Runs in the page: records every change of the form's status line, with its time.
function recordStatusLine() {
  const changes: StatusChange[] = [];
  Object.assign(window, { e2eStatusChanges: changes });
  const read = () => document.querySelector("form [role=status]")?.textContent ?? null;
  new MutationObserver(() => {
    const text = read();
    if (text !== changes.at(-1)?.text) changes.push({ at: performance.now(), text });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** How long the status line showed `text`, which it must have shown exactly once. */
async function shownFor(page: Page, text: string): Promise<number> {
  const changes = await page.evaluate(
    () => (window as unknown as { e2eStatusChanges: StatusChange[] }).e2eStatusChanges,
  );
  const shown = changes.findIndex((change) => change.text === text);
  expect(
    changes.filter((change) => change.text === text),
    JSON.stringify(changes),
  ).toHaveLength(1);
  const cleared = changes[shown + 1];
  expect(cleared?.text ?? null, "cleared, or gone with its form").not.toBe(text);
  return Math.round((cleared?.at ?? Number.NaN) - (changes[shown]?.at ?? Number.NaN));
}

/** Milliseconds for a round trip to the page: long if its main thread were blocked. */
async function roundTrip(page: Page): Promise<number> {
  const startedAt = Date.now();
  await page.evaluate(() => 0);
  return Date.now() - startedAt;
}

test("a slow sign-in keeps its status line up the whole wait, and the page stays responsive", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await signOut(page);
  await delayServiceCalls(page, "accounts:signInWithPassword");
  await page.addInitScript(recordStatusLine);
  await signIn(page, email);

  // Mid-wait: the status line is up, the page answers at once, and its fields still take typing.
  await expect(page.getByRole("status")).toHaveText("Logging in...");
  const midWait = await roundTrip(page);
  expect(midWait).toBeLessThan(500);
  await page.getByLabel("Email").fill("typed-while-waiting@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("typed-while-waiting@example.com");
  await expect(page.getByRole("status")).toHaveText("Logging in...");

  // The answer is for what was submitted.
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  const shown = await shownFor(page, "Logging in...");
  expect(shown).toBeGreaterThanOrEqual(DELAY_MS);
  record(
    "timing",
    `status line up ${shown} ms for a ${DELAY_MS} ms delay; round trip ${midWait} ms`,
  );
});

test.describe("refused by the service", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("a slow refusal keeps the status line up the whole wait, then alerts and clears it", async ({
    page,
    dialogs,
  }) => {
    await delayServiceCalls(page, "accounts:signUp");
    await page.addInitScript(recordStatusLine);
    const alerted = page.waitForEvent("dialog");
    // Too short a password for the service.
    await submitAuthForm(page, "/auth/sign-up", "Create Account", uniqueEmail(), "12345");

    await expect(page.getByRole("status")).toHaveText("Creating account...");
    const midWait = await roundTrip(page);
    expect(midWait).toBeLessThan(500);
    await alerted;
    expect(dialogs).toEqual([
      "Firebase: Password should be at least 6 characters (auth/weak-password).",
    ]);
    await expect(page.getByRole("status")).toBeEmpty();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
    const shown = await shownFor(page, "Creating account...");
    expect(shown).toBeGreaterThanOrEqual(DELAY_MS);
    record(
      "timing",
      `status line up ${shown} ms for a ${DELAY_MS} ms delay; round trip ${midWait} ms`,
    );
  });
});

test("leaving the form during a slow sign-in: the Home link works at once, the sign-in still lands", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await signOut(page);
  await delayServiceCalls(page, "accounts:signInWithPassword");
  await signIn(page, email);
  await expect(page.getByRole("status")).toHaveText("Logging in...");

  const clickedAt = Date.now();
  await page.getByRole("link", { name: "Home" }).click();
  await page.getByText("Current User : None").waitFor();
  const homeIn = Date.now() - clickedAt;
  expect(homeIn).toBeLessThan(DELAY_MS);

  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  record("timing", `home shown ${homeIn} ms after the Home link, mid-wait`);
});
