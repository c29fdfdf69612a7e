// `npm run deploy`: deploys to Firebase, for the project named by VITE_FIREBASE_PROJECT_ID
// (.env.local or the environment). `firebase deploy` builds dist/ first (firebase.json's
// predeploy). Hosting alone, unless CLOUD_FUNCTIONS=on: then the functions' codebase too, which
// needs the Blaze plan. With a switch on (that one or RECAPTCHA_ENTERPRISE), it deploys
// firebase.json with what the switch needs added to the CSP (firebase.deploy.json, written here and
// removed when the deploy ends). `--dry-run` prints the command instead, and leaves that config to
// read.
import { rmSync, writeFileSync } from "node:fs";
import { loadEnv } from "vite";
import { DEPLOY_CONFIG, deployDigest, deployedConfig, deploySwitches } from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";

const projectId = loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_PROJECT_ID;
if (!projectId) {
  console.error("VITE_FIREBASE_PROJECT_ID is missing: see .env.example and the README.");
  process.exit(1);
}
const dryRun = process.argv.includes("--dry-run");

const switches = deploySwitches();
const deployed = deployedConfig(switches);
const config = switches.recaptcha || switches.functions ? DEPLOY_CONFIG : "firebase.json";
if (config === DEPLOY_CONFIG) {
  deployed.hosting.predeploy = `${deployed.hosting.predeploy} --digest ${deployDigest(switches)}`;
  writeFileSync(config, `${JSON.stringify(deployed, null, 2)}\n`);
  if (!dryRun) {
    // Gone however the deploy ends, so none is left to deploy by hand later: a success, a
    // failure, or Ctrl-C, which ends firebase too and is then reported as its failure.
    process.on("exit", () => rmSync(config, { force: true }));
    process.on("SIGINT", () => {});
  }
}
// The codebase by name: a deploy never touches the project's other functions.
const codebases = deployed.functions.map(({ codebase }) => `functions:${codebase}`);
const only = ["hosting", ...(switches.functions ? codebases : [])].join(",");
const args = ["deploy", "--only", only, "--config", config, "--project", projectId];
if (dryRun) {
  console.log(["firebase", ...args].join(" "));
} else {
  runOrExit([cliEntry("firebase-tools", "firebase"), ...args]);
}
