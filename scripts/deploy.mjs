// `npm run deploy`: deploys to Firebase Hosting, for the project named by VITE_FIREBASE_PROJECT_ID
// (.env.local or the environment). `firebase deploy` builds dist/ first (firebase.json's
// predeploy). With RECAPTCHA_ENTERPRISE=on, it deploys firebase.json with the reCAPTCHA sources
// added to the CSP (firebase.recaptcha.json, written here). `--dry-run` prints the command instead.
import { writeFileSync } from "node:fs";
import { loadEnv } from "vite";
import { deployedConfig, recaptchaSwitchOn } from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

const projectId = loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_PROJECT_ID;
if (!projectId) {
  console.error("VITE_FIREBASE_PROJECT_ID is missing: see .env.example and the README.");
  process.exit(1);
}

let config = "firebase.json";
if (recaptchaSwitchOn()) {
  config = "firebase.recaptcha.json";
  const hosting = deployedConfig({ recaptcha: true });
  hosting.hosting.predeploy = `${hosting.hosting.predeploy} --recaptcha`;
  writeFileSync(config, `${JSON.stringify(hosting, null, 2)}\n`);
}
const args = ["deploy", "--only", "hosting", "--config", config, "--project", projectId];
if (process.argv.includes("--dry-run")) {
  console.log(["firebase", ...args].join(" "));
} else {
  runOrExit([cliEntry("firebase-tools", "firebase"), ...args]);
}
