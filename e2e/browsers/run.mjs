// `npm run test:browsers`: the core scenarios in every engine. Fails at once, naming both ways to
// get it, when an engine is missing; builds the app; runs the suite with the emulators around it
// and the Auth emulator behind the hold gate (gate.ts), under a virtual display only where
// WebKitGTK needs one; and ends the whole tree if it outlasts its time limit (a browser that
// hangs must fail the run, not stall it).
import { ENGINES, MISSING } from "./engines.mjs";
import {
  cliEntry,
  installAdvice,
  needsVirtualDisplay,
  runOrExit,
  startTree,
  thisMachine,
} from "../../scripts/machine.mjs";
import { GATED_AUTH_EMULATOR_PORT } from "../../scripts/ports.mjs";

const TIME_LIMIT_MS = 15 * 60_000;
// The gate takes the Auth emulator's usual address; the emulator moves here.
const AUTH_EMULATOR_PORT = String(GATED_AUTH_EMULATOR_PORT);

const machine = thisMachine();
if (MISSING.length > 0) {
  const advice = installAdvice(MISSING, machine.platform);
  console.error(`No ${MISSING.join(", ")} on this machine for the browser suite. ${advice}`);
  process.exit(1);
}
for (const { engine, backend } of ENGINES) console.log(`${engine}: ${backend}`);

runOrExit([cliEntry("vite"), "build", "--mode", "emulator"]);

/** @param {string} path */
const quote = (path) => `"${path}"`;
let tests = [process.execPath, cliEntry("@playwright/test", "playwright")].map(quote).join(" ");
tests += " test -c e2e/browsers";
const webkitGtk = ENGINES.some(({ backend }) => backend === "webkitgtk");
if (webkitGtk && needsVirtualDisplay(machine)) tests = `xvfb-run -a ${tests}`;

const { child, stop } = startTree(["scripts/emulators.mjs", "exec", tests], {
  env: { ...process.env, AUTH_EMULATOR_PORT },
});
/** @param {string} [why] */
const stopAndFail = async (why) => {
  if (why) console.error(why);
  await stop();
  process.exit(1);
};
const timer = setTimeout(() => {
  void stopAndFail(`The browser suite ran past ${TIME_LIMIT_MS / 60_000} minutes: stopped.`);
}, TIME_LIMIT_MS);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stopAndFail());
child.on("exit", (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
