// The production-fidelity suite (see run.mjs). With the reCAPTCHA switch on, only the tests
// tagged @recaptcha-on run: the rest are for firebase.json's own CSP.
import { defineConfig } from "@playwright/test";
import { playwrightSkips } from "../../scripts/skips.mjs";
import { shared } from "../app/playwright.config.ts";

const recaptcha = process.env.RECAPTCHA_ENTERPRISE === "on";
const skips = playwrightSkips("e2e/production");

export default defineConfig({
  ...shared,
  testDir: ".",
  grep: recaptcha ? /@recaptcha-on/ : /.*/,
  grepInvert: [...(recaptcha ? [] : [/@recaptcha-on/]), ...(skips ? [skips] : [])],
});
