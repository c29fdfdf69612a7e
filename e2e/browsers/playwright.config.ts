// The core scenarios in three engines: one definition of each (fixtures.ts, session.ts), three
// projects, each engine from where this machine has it (engines.mjs). Run by
// `npm run test:browsers` (run.mjs), which fails on a missing engine, builds the app, and starts
// the emulators around it with the Auth emulator behind the gate.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/browser.mjs";
import { playwrightSkips } from "../../scripts/skips.mjs";
import { engine } from "./engines.mjs";
import type { Driver } from "./fixtures";
import { keyboardAccess } from "./keyboardAccess";

const chromium = engine("chromium");
const firefox = engine("firefox");
const webkit = engine("webkit");
// Where Firefox's Tab would skip links and buttons, the preference a keyboard user would set.
const { firefoxUserPrefs } = keyboardAccess(process.platform, "firefox");

export default defineConfig<{ driver: Driver }>({
  testDir: ".",
  globalSetup: "./globalSetup.ts",
  fullyParallel: true,
  forbidOnly: true,
  // What cannot run on this OS, named and printed (scripts/skips.mjs).
  grepInvert: playwrightSkips("e2e/browsers"),
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
        launchOptions: {
          executablePath: chromium.backend === "system" ? chromium.executablePath : undefined,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: "firefox",
      use:
        firefox.backend === "moz-firefox"
          ? {
              browserName: "firefox",
              channel: "moz-firefox",
              launchOptions: { executablePath: firefox.executablePath, firefoxUserPrefs },
            }
          : { browserName: "firefox", launchOptions: { firefoxUserPrefs } },
    },
    {
      name: "webkit",
      use: webkit.backend === "webkitgtk" ? { driver: "selenium" } : { browserName: "webkit" },
    },
  ],
});
