// firebase.json's `predeploy`: `firebase deploy` runs it before every upload, so a plain
// `firebase deploy` ships a fresh production build of dist/, or stops with the build's own message
// naming the missing variable. `--recaptcha` marks the config that `npm run deploy` writes when
// the reCAPTCHA switch is on (scripts/hostingConfig.mjs).
import { RECAPTCHA_SWITCH, recaptchaSwitchOn } from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

if (recaptchaSwitchOn() && !process.argv.includes("--recaptcha")) {
  console.error(
    `${RECAPTCHA_SWITCH} is on, but firebase.json's Content-Security-Policy blocks reCAPTCHA: ` +
      "deploy with `npm run deploy`, which deploys the policy that allows it.",
  );
  process.exit(1);
}
runOrExit([cliEntry("vite"), "build", "--mode", "production"]);
