// `npm run test:production`: the production bundle of a made-up real project
// (src/testing/realProject.json), served by the Hosting emulator with firebase.json as deployed, in
// Chromium, whose calls to Google's endpoints are answered by the Auth emulator (googleApis.ts).
// Twice: with firebase.json's CSP, then with the reCAPTCHA switch on (scripts/hostingConfig.mjs).
import { spawnSync } from "node:child_process";
import REAL_PROJECT from "../src/testing/realProject.json" with { type: "json" };

function run(command, args, env) {
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
}

const outDir = ["--outDir", "build/production", "--emptyOutDir"];
run("node_modules/.bin/vite", ["build", "--mode", "production", ...outDir], REAL_PROJECT);
for (const recaptcha of ["off", "on"]) {
  console.log(`\nProduction build, RECAPTCHA_ENTERPRISE=${recaptcha}\n`);
  const tests = "playwright test -c e2e-production";
  run(process.execPath, ["scripts/emulators.mjs", "production", tests], {
    RECAPTCHA_ENTERPRISE: recaptcha,
  });
}
