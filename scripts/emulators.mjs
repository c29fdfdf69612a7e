// Runs the Firebase emulators with the hosting config of firebase.json, its CSP's connect-src
// pointed at the Auth emulator (only here: the production config never allows it).
//   node scripts/emulators.mjs start       auth + hosting serving dist/ (`npm start`)
//   node scripts/emulators.mjs dev         auth + Vite's dev server (`npm run dev`)
//   node scripts/emulators.mjs exec CMD    auth + hosting around CMD, with fresh data (tests)
// start and dev keep accounts in .emulator-data/ across a Ctrl-C and a restart.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, resolve } from "node:path";

const APP_URL = "http://127.0.0.1:5000";
const AUTH_EMULATOR = { host: "127.0.0.1", port: 9099 };
// Where `start` and `dev` keep the accounts; tests of restarts point it elsewhere.
const DATA_DIR = process.env.EMULATOR_DATA_DIR ?? ".emulator-data";
const CONFIG = "firebase.emulator.json";

function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync("firebase.json", "utf8"));
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === "Content-Security-Policy") {
        header.value = header.value.replace(
          /connect-src [^;]+/,
          `connect-src 'self' http://${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`,
        );
      }
    }
  }
  config.emulators = {
    auth: AUTH_EMULATOR,
    hosting: { host: "127.0.0.1", port: 5000 },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

const [mode, command] = process.argv.slice(2);
if (!["start", "dev", "exec"].includes(mode) || (mode === "exec") !== Boolean(command)) {
  console.error("Usage: node scripts/emulators.mjs start | dev | exec <command>");
  process.exit(2);
}
writeEmulatorConfig();

const args = ["--config", CONFIG];
if (mode === "start") args.push("emulators:start", "--only", "auth,hosting");
if (mode === "dev") args.push("emulators:exec", "--only", "auth", "vite");
if (mode === "exec") args.push("emulators:exec", "--only", "auth,hosting", command);
if (mode !== "exec") {
  args.push("--export-on-exit", DATA_DIR);
  if (existsSync(`${DATA_DIR}/firebase-export-metadata.json`)) args.push("--import", DATA_DIR);
}

// The project's own CLIs (firebase, vite, vitest, playwright), also when run outside npm.
const bin = resolve("node_modules/.bin");
const firebase = spawn(resolve(bin, "firebase"), args, {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
});
firebase.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (mode === "start" && String(chunk).includes("All emulators ready")) {
    console.log(`\n  The app is running at ${APP_URL} (Ctrl-C stops it; accounts are kept)\n`);
  }
});
// Ctrl-C reaches the emulators too; wait for them to export the accounts and exit.
process.on("SIGINT", () => {});
firebase.on("exit", (code) => process.exit(code ?? 1));
