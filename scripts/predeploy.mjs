// firebase.json's `predeploy`: `firebase deploy` runs it before every upload, so a plain
// `firebase deploy` ships a fresh production build of dist/, or stops with the build's own message
// naming the missing variable. firebase-tools does not tell a hook which --config it deploys, so
// the configs the project writes say it in their predeploy: `--emulator` (firebase.emulator.json,
// never deployed) and `--recaptcha DIGEST` (firebase.recaptcha.json, written by `npm run deploy`
// with the reCAPTCHA switch on; see scripts/hostingConfig.mjs), and no other Hosting config may
// sit beside them. What firebase-tools does tell, the folder that the config uploads, must be the
// dist/ built here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  EMULATOR_CONFIG,
  RECAPTCHA_CONFIG,
  RECAPTCHA_SWITCH,
  recaptchaDigest,
  recaptchaSwitchOn,
} from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

/** @param {string} path */
function configuresHosting(path) {
  try {
    return "hosting" in JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return false;
  }
}

/** @param {string} reason */
function refuse(reason) {
  console.error(reason);
  process.exit(1);
}

const [marker, digest] = process.argv.slice(2);
if (marker === "--emulator") {
  refuse(
    "firebase.emulator.json is the emulators' config (`npm start`, the tests): it serves a build " +
      "whose CSP allows only the Auth emulator. Deploy firebase.json with `npm run deploy`.",
  );
}
const projectDir = process.env.PROJECT_DIR ?? ".";
const uploaded = relative(projectDir, process.env.RESOURCE_DIR ?? "");
if (uploaded !== "dist") {
  refuse(
    `This config uploads ${uploaded}/, but its predeploy builds dist/ for production: deploy ` +
      "firebase.json with `npm run deploy`.",
  );
}
// A config of one's own (a copy of firebase.json under another name) carries no marker: since
// the hook cannot tell which file is deployed, none may sit beside the project's own.
const ownConfigs = new Set(["firebase.json", EMULATOR_CONFIG, RECAPTCHA_CONFIG]);
const otherConfigs = readdirSync(projectDir).filter(
  (name) =>
    name.endsWith(".json") && !ownConfigs.has(name) && configuresHosting(join(projectDir, name)),
);
if (otherConfigs.length > 0) {
  refuse(
    `${otherConfigs.join(", ")}: a Hosting config beside firebase.json, and firebase-tools does ` +
      "not tell this hook which one it deploys. Move it out of the project, then deploy " +
      "firebase.json with `npm run deploy`.",
  );
}
if (marker === "--recaptcha") {
  if (!recaptchaSwitchOn()) {
    refuse(
      `firebase.recaptcha.json relaxes the CSP for reCAPTCHA, but ${RECAPTCHA_SWITCH} is off: ` +
        "deploy with `npm run deploy`, which deploys firebase.json as it is.",
    );
  }
  if (digest !== recaptchaDigest()) {
    refuse(
      "firebase.recaptcha.json was written from another firebase.json (or other reCAPTCHA " +
        "sources) than the one here now: deploy with `npm run deploy`, which writes it afresh.",
    );
  }
} else if (recaptchaSwitchOn()) {
  refuse(
    `${RECAPTCHA_SWITCH} is on, but firebase.json's Content-Security-Policy blocks reCAPTCHA: ` +
      "deploy with `npm run deploy`, which deploys the policy that allows it.",
  );
}
runOrExit([cliEntry("vite"), "build", "--mode", "production"]);
