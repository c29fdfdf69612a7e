// The production-fidelity suite (see run.mjs). With the switches on, only the tests tagged
// @switches-on run: the rest are for firebase.json's own CSP.
import { defineConfig } from "@playwright/test";
import { playwrightSkips } from "../../scripts/skips.mjs";
import { shared } from "../app/playwright.config.ts";

const switchesOn = process.env.RECAPTCHA_ENTERPRISE === "on";
const skips = playwrightSkips("e2e/production");

export default defineConfig({
  ...shared,
  testDir: ".",
  grep: switchesOn ? /@switches-on/ : /.*/,
  grepInvert: [...(switchesOn ? [] : [/@switches-on/]), ...(skips ? [skips] : [])],
});
