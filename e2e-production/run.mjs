// `npm run test:production`: the production bundle of a made-up real project
// (src/testing/realProject.json), served by the Hosting emulator with firebase.json as deployed, in
// Chromium, whose calls to Google's endpoints are answered by the Auth emulator (googleApis.ts).
// Twice: with firebase.json's CSP, then with the reCAPTCHA switch on (scripts/hostingConfig.mjs).
import { cliEntry, runOrExit } from "../scripts/machine.mjs";
import REAL_PROJECT from "../src/testing/realProject.json" with { type: "json" };

const run = (args, env) => runOrExit(args, { env: { ...process.env, ...env } });

const outDir = ["--outDir", "build/production", "--emptyOutDir"];
run([cliEntry("vite"), "build", "--mode", "production", ...outDir], REAL_PROJECT);
for (const recaptcha of ["off", "on"]) {
  console.log(`\nProduction build, RECAPTCHA_ENTERPRISE=${recaptcha}\n`);
  const tests = "playwright test -c e2e-production";
  run(["scripts/emulators.mjs", "production", tests], {
    RECAPTCHA_ENTERPRISE: recaptcha,
  });
}
