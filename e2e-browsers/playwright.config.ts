// The core scenarios in three engines: one definition of each (fixtures.ts, session.ts), three
// projects. Run by `npm run test:browsers`, which checks the engines are installed (check.mjs),
// builds the app, and starts the emulators around it with the Auth emulator behind the gate.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "../scripts/browser.mjs";
import { ENGINES } from "./engines.mjs";
import type { Driver } from "./fixtures";

const executable = (engine: string) =>
  ENGINES.find(({ name }) => name === engine)?.needs[0]?.path ?? "";

export default defineConfig<{ driver: Driver }>({
  testDir: ".",
  globalSetup: "./globalSetup.ts",
  fullyParallel: true,
  forbidOnly: true,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  reporter: "list",
  // A browser that hangs fails its test, and the run, instead of stalling CI.
  timeout: 45_000,
  globalTimeout: 10 * 60_000,
  expect: { timeout: 10_000 },
  use: { actionTimeout: 10_000, navigationTimeout: 15_000 },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: { executablePath: executable("chromium"), args: CHROMIUM_ARGS },
      },
    },
    {
      name: "firefox",
      use: {
        browserName: "firefox",
        channel: "moz-firefox",
        launchOptions: { executablePath: executable("firefox") },
      },
    },
    { name: "webkit", use: { driver: "selenium" } },
  ],
});
