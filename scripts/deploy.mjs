// `npm run deploy`: deploys to Firebase Hosting, for the project named by VITE_FIREBASE_PROJECT_ID
// (.env.local or the environment). `firebase deploy` builds dist/ first (firebase.json's
// predeploy). With RECAPTCHA_ENTERPRISE=on, it deploys firebase.json with the reCAPTCHA sources
// added to the CSP (firebase.recaptcha.json, written here and removed when the deploy ends).
// `--dry-run` prints the command instead, and leaves that config to read.
import { rmSync, writeFileSync } from "node:fs";
import { loadEnv } from "vite";
import {
  deployedConfig,
  RECAPTCHA_CONFIG,
  recaptchaDigest,
  recaptchaSwitchOn,
} from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

const projectId = loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_PROJECT_ID;
if (!projectId) {
  console.error("VITE_FIREBASE_PROJECT_ID is missing: see .env.example and the README.");
  process.exit(1);
}
const dryRun = process.argv.includes("--dry-run");

const recaptcha = recaptchaSwitchOn();
const config = recaptcha ? RECAPTCHA_CONFIG : "firebase.json";
if (recaptcha) {
  const hosting = deployedConfig({ recaptcha: true });
  hosting.hosting.predeploy = `${hosting.hosting.predeploy} --recaptcha ${recaptchaDigest()}`;
  writeFileSync(config, `${JSON.stringify(hosting, null, 2)}\n`);
  if (!dryRun) {
    // Gone however the deploy ends, so none is left to deploy by hand later: a success, a
    // failure, or Ctrl-C, which ends firebase too and is then reported as its failure.
    process.on("exit", () => rmSync(config, { force: true }));
    process.on("SIGINT", () => {});
  }
}
const args = ["deploy", "--only", "hosting", "--config", config, "--project", projectId];
if (dryRun) {
  console.log(["firebase", ...args].join(" "));
} else {
  runOrExit([cliEntry("firebase-tools", "firebase"), ...args]);
}
