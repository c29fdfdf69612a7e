// firebase.json's `predeploy`: `firebase deploy` runs it before every upload, so a plain
// `firebase deploy` ships a fresh production build of dist/, or stops with the build's own message
// naming the missing variable. firebase-tools does not tell a hook which --config it deploys, so
// the configs the project writes say it in their predeploy: `--emulator` (firebase.emulator.json,
// never deployed) and `--recaptcha DIGEST` (firebase.recaptcha.json, written by `npm run deploy`
// with the reCAPTCHA switch on; see scripts/hostingConfig.mjs). What firebase-tools does tell,
// the folder that the config uploads, must be the dist/ built here.
import { relative } from "node:path";
import { RECAPTCHA_SWITCH, recaptchaDigest, recaptchaSwitchOn } from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

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
const uploaded = relative(process.env.PROJECT_DIR ?? "", process.env.RESOURCE_DIR ?? "");
if (uploaded !== "dist") {
  refuse(
    `This config uploads ${uploaded}/, but its predeploy builds dist/ for production: deploy ` +
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
