// The production-fidelity suite (see run.mjs). With the reCAPTCHA switch on, only the tests
// tagged @recaptcha-on run: the rest are for firebase.json's own CSP.
import { defineConfig } from "@playwright/test";
import config from "../app/playwright.config.ts";

const recaptcha = process.env.RECAPTCHA_ENTERPRISE === "on";

export default defineConfig({
  ...config,
  testDir: ".",
  grep: recaptcha ? /@recaptcha-on/ : /.*/,
  grepInvert: recaptcha ? undefined : /@recaptcha-on/,
});
