// What the browser tests, the benchmark and the screenshots drive: the app as `npm start` serves
// it, in Playwright's own Chromium when `npx playwright install chromium` has been run, else the
// system's (Debian's `chromium`).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** The Hosting emulator's address (firebase.emulator.json, written by scripts/emulators.mjs). */
export const APP_URL = "http://127.0.0.1:5000";

/** The network here is closed: no background calls to Google's services. */
export const CHROMIUM_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** @returns {string} the path of the Chromium to launch */
export function chromiumPath() {
  const found = [chromium.executablePath(), "/usr/bin/chromium"].find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one with `npx playwright install chromium`" +
        " (or `sudo apt-get install chromium` on Debian and Ubuntu).",
    );
  }
  return found;
}
