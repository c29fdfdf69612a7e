import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PASSWORD } from "../support/accounts";
import { REFUSED_CALL, expect, signIn, signInToNewAccount, test } from "../support/fixtures";
import { GROUPS, startEmulators, type Emulators } from "./emulators";

/** How the emulators end: by themselves after Ctrl-C, or by taskkill /F (exit code 1). */
const STOPPED_EXIT_CODE = GROUPS ? 0 : 1;

let dataDir = "";
let emulators: Emulators | undefined;

test.beforeAll(() => {
  // A data directory of the test's own: the developer's .emulator-data/ is left alone.
  dataDir = mkdtempSync(join(realpathSync.native(tmpdir()), "emulator-restart-"));
});

// Also after a failure or a timeout: no emulators left running, no data left behind.
test.afterAll(async () => {
  await emulators?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

test("accounts survive Ctrl-C and a restart of `npm start`; the session falls back to signed out", async ({
  page,
}) => {
  emulators = await startEmulators(dataDir);
  const email = await signInToNewAccount(page);
  // The tab leaves the app while the emulators are down: a request it made then (the favicon,
  // when Chromium gets to it) would fail, and this test is about what the next load does.
  await page.goto("about:blank");

  const exitCode = await emulators.stop();
  expect(exitCode).toBe(STOPPED_EXIT_CODE);
  expect(existsSync(join(dataDir, "firebase-export-metadata.json"))).toBe(true);
  expect(readFileSync(join(dataDir, "auth_export", "accounts.json"), "utf8")).toContain(email);

  emulators = await startEmulators(dataDir);

  // The browser signed in before the restart. Its session does not survive: the emulator's import
  // sets each account's validSince to the import time, so it refuses every ID token issued
  // before (accounts:lookup answers TOKEN_EXPIRED; firebase-tools lib/emulator/auth/
  // operations.js, batchCreate), and the SDK drops the stored user. The app must fall back to
  // the signed-out home cleanly: no alert, no error page, no endless 'Loading...'.
  const lookup = page.waitForResponse((response) => response.url().includes("/accounts:lookup"));
  await page.goto("/");
  await expect(page.getByText(/^Current User : /)).toBeVisible();
  expect(await (await lookup).text()).toContain("TOKEN_EXPIRED");
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);

  // The account itself survived: it signs in with its password.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
