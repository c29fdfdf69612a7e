// The restart test starts and stops the emulators itself, as `npm start` and Ctrl-C do, so it
// runs on its own, with no emulators running, after a build:
//   npx vite build --mode emulator && npx playwright test -c e2e/restart
import { defineConfig } from "@playwright/test";
import { playwrightSkips } from "../../scripts/skips.mjs";
import { shared } from "../app/playwright.config.ts";

export default defineConfig({
  ...shared,
  testDir: ".",
  // The app suite's setup clears the accounts of running emulators; here there are none yet.
  globalSetup: undefined,
  workers: 1,
  timeout: 120_000,
  grepInvert: playwrightSkips("e2e/restart"),
});
