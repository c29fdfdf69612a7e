// Runs the Firebase emulators with the config of firebase.json, after building the functions
// (functions/lib/, which the Functions emulator loads: it runs no predeploy).
//   node scripts/emulators.mjs start            auth + functions + hosting serving the emulator
//                                               build (`npm start`)
//   node scripts/emulators.mjs dev              auth + functions + Vite's dev server (`npm run dev`)
//   node scripts/emulators.mjs exec CMD         auth + functions + hosting around CMD, with fresh
//                                               data (tests)
//   node scripts/emulators.mjs production CMD   the same, serving a production build with the
//                                               hosting config exactly as deployed (e2e/production/)
// start and dev keep accounts in .emulator-data/ across a Ctrl-C and a restart. Every start sets the
// Auth emulator up like a project created today: e-mail enumeration protection on.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMULATOR_CONFIG, writeEmulatorConfig } from "./hostingConfig.mjs";
import { cliEntry, runOrExit } from "./machine.mjs";
import { appUrl, firstTaken, portsNeeded } from "./ports.mjs";

// Where `start` and `dev` keep the accounts; tests of restarts point it elsewhere.
const DATA_DIR = process.env.EMULATOR_DATA_DIR ?? ".emulator-data";

/**
 * Makes `dir` an emulator export whose Auth config has e-mail enumeration protection on, keeping
 * any accounts it holds. The emulators import it before Hosting serves the app, so the app's
 * first call already meets a protected project.
 * @param {string} dir
 */
function protectEmails(dir) {
  const { version } = JSON.parse(readFileSync("node_modules/firebase-tools/package.json", "utf8"));
  const metadataFile = join(dir, "firebase-export-metadata.json");
  const metadata = existsSync(metadataFile)
    ? JSON.parse(readFileSync(metadataFile, "utf8"))
    : { version };
  metadata.auth ??= { version, path: "auth_export" };
  const configFile = join(dir, metadata.auth.path, "config.json");
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, "utf8")) : {};
  config.emailPrivacyConfig = { enableImprovedEmailPrivacy: true };
  mkdirSync(join(dir, metadata.auth.path), { recursive: true });
  writeFileSync(configFile, JSON.stringify(config));
  writeFileSync(metadataFile, JSON.stringify(metadata));
}

const [mode = "", command = ""] = process.argv.slice(2);
const runsCommand = mode === "exec" || mode === "production";
if (!["start", "dev", "exec", "production"].includes(mode) || runsCommand !== Boolean(command)) {
  console.error(
    "Usage: node scripts/emulators.mjs start | dev | exec <command> | production <command>",
  );
  process.exit(2);
}
// A taken port or a malformed APP_PORT stops here, in one line, before firebase-tools says more.
let taken;
try {
  taken = await firstTaken(portsNeeded(mode, process.env));
  if (!taken) writeEmulatorConfig(mode);
} catch (error) {
  taken = error instanceof Error ? error.message : String(error);
}
if (taken) {
  console.error(taken);
  process.exit(1);
}
// Build mode: a tenth of a second when lib/ is up to date, where a build takes two.
runOrExit([cliEntry("typescript", "tsc"), "-b", "functions"]);

const dataDir = runsCommand
  ? mkdtempSync(join(realpathSync.native(tmpdir()), "emulator-data-"))
  : DATA_DIR;
protectEmails(dataDir);
const args = ["--config", EMULATOR_CONFIG];
if (mode === "start") args.push("emulators:start", "--only", "auth,hosting,functions");
if (mode === "dev") args.push("emulators:exec", "--only", "auth,functions", "vite");
if (runsCommand) args.push("emulators:exec", "--only", "auth,hosting,functions", command);
args.push("--import", dataDir);
if (!runsCommand) args.push("--export-on-exit", DATA_DIR);

// The command run inside (`exec`) finds the project's CLIs (vitest, playwright) on the PATH that
// npm gives its scripts. npm offline: the Functions emulator asks npm for firebase-functions' latest
// version at every start, and waits 10 s for an answer that never comes without a network.
const firebase = spawn(process.execPath, [cliEntry("firebase-tools", "firebase"), ...args], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, npm_config_offline: "true" },
});
firebase.on("error", (error) => {
  console.error(`Could not start the Firebase emulators: ${error.message}`);
  process.exit(1);
});
firebase.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (mode === "start" && String(chunk).includes("All emulators ready")) {
    console.log(
      `\n  The app is running at ${appUrl(process.env)} (Ctrl-C stops it; accounts are kept)\n`,
    );
  }
});
// Ctrl-C reaches the emulators too; wait for them to export the accounts and exit.
process.on("SIGINT", () => {});
firebase.on("exit", (code) => process.exit(code ?? 1));
