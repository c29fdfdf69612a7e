// End-to-end tests: real Chromium against the app served by the Hosting emulator, signing in on
// the Auth emulator. Run them with `npm run test:emulated`, which builds the app and starts both.
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { APP_URL, CHROMIUM_ARGS, chromiumPath } from "../../scripts/browser.mjs";
import { playwrightSkips } from "../../scripts/skips.mjs";

/** What the production and restart suites share with this one; each leaves out its own skips. */
export const shared: PlaywrightTestConfig = {
  testDir: ".",
  // Relative to the config that runs: the production suite reuses this one.
  globalSetup: "../support/globalSetup.ts",
  fullyParallel: true,
  forbidOnly: true,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    browserName: "chromium",
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
};

export default defineConfig({ ...shared, grepInvert: playwrightSkips("e2e/app") });
