// What the browser tests, the benchmark and the screenshots drive: the app as `npm start` serves
// it, in Playwright's own Chromium when `npx playwright install chromium` has been run, else the
// system's (Debian's `chromium`): scripts/machine.mjs decides.
import { chromium } from "@playwright/test";
import { installAdvice, locateEngines, thisMachine } from "./machine.mjs";
import { appUrl } from "./ports.mjs";

/** The Hosting emulator's address (firebase.emulator.json, written by scripts/emulators.mjs). */
export const APP_URL = appUrl(process.env);

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
  const machine = thisMachine();
  const found = locateEngines(machine).engines.find(({ engine }) => engine === "chromium");
  if (found?.backend === "system") return found.executablePath;
  if (found) return chromium.executablePath();
  throw new Error(
    `No Chromium found for the browser tests. ${installAdvice(["chromium"], machine.platform)}`,
  );
}
