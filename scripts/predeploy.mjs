// firebase.json's `predeploy`s: `firebase deploy` runs them before every upload. The Hosting one
// ships a fresh production build of dist/, or stops with the build's own message naming the missing
// variable; the functions' one (`--functions`) builds functions/lib/, or stops while the
// CLOUD_FUNCTIONS switch is off, saying how to deploy the app alone. firebase-tools does not tell a
// hook which --config it deploys, so the configs the project writes say it in their predeploy:
// `--emulator` (firebase.emulator.json, never deployed) and `--digest DIGEST` (firebase.deploy.json,
// written by `npm run deploy` with a switch on; see scripts/hostingConfig.mjs), and no other
// Hosting config may sit beside them. What firebase-tools does tell, the folder that the config
// uploads, must be the dist/ built here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import {
  DEPLOY_CONFIG,
  EMULATOR_CONFIG,
  FUNCTIONS_SWITCH,
  RECAPTCHA_SWITCH,
  deployDigest,
  deploySwitches,
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

/** The functions' predeploy: they deploy only with the switch on, since they need Blaze. */
function predeployFunctions() {
  if (!deploySwitches().functions) {
    refuse(
      `${FUNCTIONS_SWITCH} is off, so this project has no functions to deploy (they need the ` +
        "Blaze plan): deploy the app alone with `npm run deploy` or `firebase deploy --only " +
        `hosting\`, or set ${FUNCTIONS_SWITCH}=on first (docs/DEPLOYING.md).`,
    );
  }
  runOrExit([cliEntry("typescript", "tsc"), "-p", "functions"]);
}

/** @param {string | undefined} digest the one a written config carries */
function predeployHosting(digest) {
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
  const ownConfigs = new Set(["firebase.json", EMULATOR_CONFIG, DEPLOY_CONFIG]);
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
  const switches = deploySwitches();
  if (digest !== undefined) {
    if (digest !== deployDigest(switches)) {
      refuse(
        `${DEPLOY_CONFIG} was written from another firebase.json or other switches ` +
          `(${RECAPTCHA_SWITCH}, ${FUNCTIONS_SWITCH}) than the ones here now: deploy with ` +
          "`npm run deploy`, which writes it afresh.",
      );
    }
  } else if (switches.recaptcha) {
    refuse(
      `${RECAPTCHA_SWITCH} is on, but firebase.json's Content-Security-Policy blocks reCAPTCHA: ` +
        "deploy with `npm run deploy`, which deploys the policy that allows it.",
    );
  } else if (switches.functions) {
    refuse(
      `${FUNCTIONS_SWITCH} is on, but firebase.json's Content-Security-Policy blocks the ` +
        "functions: deploy with `npm run deploy`, which deploys the policy that allows them.",
    );
  }
  runOrExit([cliEntry("vite"), "build", "--mode", "production"]);
}

const { values } = parseArgs({
  options: {
    functions: { type: "boolean" },
    emulator: { type: "boolean" },
    digest: { type: "string" },
  },
});
if (values.emulator) {
  refuse(
    "firebase.emulator.json is the emulators' config (`npm start`, the tests): it serves a build " +
      "whose CSP allows only the emulators. Deploy firebase.json with `npm run deploy`.",
  );
}
if (values.functions) predeployFunctions();
else predeployHosting(values.digest);
