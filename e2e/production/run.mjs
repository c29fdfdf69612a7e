// `npm run test:production`: the production bundle of a made-up real project
// (src/testing/shared/realProject.json), served by the Hosting emulator with firebase.json as deployed, in
// Chromium, whose calls to Google's endpoints are answered by the Auth emulator (googleApis.ts).
// Twice: built and served with the switches off (firebase.json's CSP), then with both on, as an owner
// on the Blaze plan deploys it (the build fetches the project's reCAPTCHA config and calls the
// project's functions; the CSP allows Google's sources and the functions' origin:
// scripts/hostingConfig.mjs).
import { cliEntry, runOrExit } from "../../scripts/machine.mjs";
import REAL_PROJECT from "../../src/testing/shared/realProject.json" with { type: "json" };

/** @param {string[]} args @param {Record<string, string>} env */
const run = (args, env) => runOrExit(args, { env: { ...process.env, ...env } });

const outDir = ["--outDir", "build/production", "--emptyOutDir"];
for (const switches of ["off", "on"]) {
  console.log(`\nProduction build, RECAPTCHA_ENTERPRISE=${switches} CLOUD_FUNCTIONS=${switches}\n`);
  const env = { ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: switches, CLOUD_FUNCTIONS: switches };
  run([cliEntry("vite"), "build", "--mode", "production", ...outDir], env);
  run(["scripts/emulators.mjs", "production", "playwright test -c e2e/production"], env);
}
