// The ports this project's commands listen on, decided in one place, and the one line that says
// which of them is taken, by what, and what to do. The deciding functions take the platform, the
// environment and the commands' output as arguments, so checks/ports.test.ts can try macOS, Windows
// and Linux here. Why these ports: docs/GUIDE.md#ports.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

/** The one variable that moves the app, wherever it is served: start, dev, the suites, the bench. */
export const PORT_VARIABLE = "APP_PORT";

/**
 * Where the Hosting emulator serves the app. Not firebase-tools' 5000, which the AirPlay Receiver
 * holds on macOS 12 and later (as 7000), and no default of Vite, the emulators or common servers.
 */
export const DEFAULT_APP_PORT = 5080;
/** Vite's dev server (`npm run dev`): Vite's own default. */
export const DEFAULT_DEV_PORT = 5173;
/** The Auth emulator: firebase-tools' default, and where the emulator build calls it. */
export const AUTH_EMULATOR_PORT = 9099;
/** The Functions emulator: firebase-tools' default, and where the emulator build calls it. */
export const FUNCTIONS_EMULATOR_PORT = 5001;
/**
 * Eventarc's and Cloud Tasks' emulators, which firebase-tools starts with the Functions emulator:
 * its defaults, fixed as the others are, so that a taken one gets the line below, not a move.
 */
export const EVENTARC_EMULATOR_PORT = 9299;
export const TASKS_EMULATOR_PORT = 9499;
/** The emulator hub, fixed so that the restart test can reach it (firebase-tools' default). */
export const HUB_PORT = 4400;
/** The Auth emulator behind the browser suite's hold gate, which takes its usual port. */
export const GATED_AUTH_EMULATOR_PORT = 9199;

/** Everything listens on loopback only. */
export const HOST = "127.0.0.1";

/** Where the docs say why these ports, and how to choose another. */
const PORTS_HELP = "docs/GUIDE.md#ports";

/** @typedef {Record<string, string | undefined>} Env the environment, or a test's stand-in */

/** @param {Env} env @returns {number | undefined} */
function chosenPort(env) {
  const value = env[PORT_VARIABLE]?.trim() ?? "";
  if (value === "") return undefined;
  const port = Number(value);
  // Below 1024 needs root on Linux; above 65535 is no port.
  if (!/^\d+$/.test(value) || port < 1024 || port > 65535) {
    throw new Error(`${PORT_VARIABLE} is malformed: "${value}" (a port number, 1024 to 65535)`);
  }
  return port;
}

/** @param {Env} [env] @returns {number} where `npm start`, the suites and the bench serve the app */
export function appPort(env = process.env) {
  return chosenPort(env) ?? DEFAULT_APP_PORT;
}

/** @param {Env} [env] @returns {number} where `npm run dev` serves the app */
export function devPort(env = process.env) {
  return chosenPort(env) ?? DEFAULT_DEV_PORT;
}

/** @param {Env} [env] @returns {string} the app's address as `npm start` serves it */
export function appUrl(env = process.env) {
  return `http://${HOST}:${appPort(env)}`;
}

/**
 * @typedef {{ port: number; role: string; movable: boolean }} Need a port a command listens on:
 *   what for, and whether PORT_VARIABLE moves it
 */

/**
 * The ports that `node scripts/emulators.mjs <mode>` and what it runs listen on.
 * @param {string} mode start, dev, exec or production
 * @param {Env} [env]
 * @returns {Need[]}
 */
export function portsNeeded(mode, env = process.env) {
  const app =
    mode === "dev"
      ? { port: devPort(env), role: "where `npm run dev` serves the app", movable: true }
      : { port: appPort(env), role: "where the app is served", movable: true };
  const auth = Number(env.AUTH_EMULATOR_PORT ?? AUTH_EMULATOR_PORT);
  return [
    app,
    { port: AUTH_EMULATOR_PORT, role: "the Auth emulator's", movable: false },
    ...(auth === AUTH_EMULATOR_PORT
      ? []
      : [{ port: auth, role: "the Auth emulator's, behind the gate", movable: false }]),
    { port: FUNCTIONS_EMULATOR_PORT, role: "the Functions emulator's", movable: false },
    { port: EVENTARC_EMULATOR_PORT, role: "the Eventarc emulator's", movable: false },
    { port: TASKS_EMULATOR_PORT, role: "the Cloud Tasks emulator's", movable: false },
    { port: HUB_PORT, role: "the emulator hub's", movable: false },
  ];
}

/** @typedef {[program: string, ...args: string[]]} Command a program and its arguments */

/**
 * The command that lists what listens on `port`: lsof on macOS and Linux, PowerShell on Windows
 * (every Windows since 8 has Get-NetTCPConnection; its state names are not translated, unlike
 * netstat's). Encoded, so that no shell quoting stands between the script and PowerShell.
 * @param {string} platform @param {number} port @returns {Command}
 */
export function listenersCommand(platform, port) {
  if (platform === "win32") {
    const script =
      `Get-NetTCPConnection -State Listen -LocalPort ${port} -ErrorAction SilentlyContinue | ` +
      `ForEach-Object { '{0} {1}' -f $_.OwningProcess, (Get-Process -Id $_.OwningProcess).ProcessName }`;
    const encoded = Buffer.from(script, "utf16le").toString("base64");
    return ["powershell.exe", "-NoProfile", "-NonInteractive", "-EncodedCommand", encoded];
  }
  return ["lsof", "-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-t"];
}

/**
 * The command that names the processes `pids`, or null where listenersCommand named them. ps's
 * command line, not lsof's name: Linux calls every Node process "MainThread" there.
 * @param {string} platform @param {number[]} pids @returns {Command | null}
 */
export function namesCommand(platform, pids) {
  if (platform === "win32" || pids.length === 0) return null;
  return ["ps", "-o", "pid=,args=", "-p", pids.join(",")];
}

/**
 * @typedef {{ pid: number; name?: string }} Holder
 */

/**
 * The processes in listenersCommand's output: "PID NAME" lines on Windows, "PID" lines from lsof.
 * The same process listens on IPv4 and IPv6: it counts once.
 * @param {string} output @returns {Holder[]}
 */
export function parseListeners(output) {
  /** @type {Map<number, Holder>} */
  const holders = new Map();
  for (const line of output.split(/\r?\n/)) {
    const match = /^\s*(\d+)(?:\s+(.+?))?\s*$/.exec(line);
    if (!match) continue;
    const pid = Number(match[1]);
    holders.set(pid, match[2] ? { pid, name: match[2] } : { pid });
  }
  return [...holders.values()];
}

/**
 * Names `holders` from ps's "PID ARGS" lines: the program's file name, without its folder.
 * @param {Holder[]} holders @param {string} output @returns {Holder[]}
 */
export function nameHolders(holders, output) {
  /** @type {Map<number, string>} */
  const names = new Map();
  for (const line of output.split(/\r?\n/)) {
    const [, pid, program] = /^\s*(\d+)\s+(\S+)/.exec(line) ?? [];
    if (program) names.set(Number(pid), program.split("/").at(-1) ?? program);
  }
  return holders.map((holder) => ({ ...holder, name: holder.name ?? names.get(holder.pid) }));
}

/**
 * What listens on `port`, as far as the system can tell: [] when the tool is missing, fails, or
 * may not see another user's processes.
 * @param {string} platform
 * @param {number} port
 * @param {(command: Command) => string | null} run a command's output, null when it failed
 * @returns {Holder[]}
 */
export function findHolders(platform, port, run) {
  const holders = parseListeners(run(listenersCommand(platform, port)) ?? "");
  const naming = namesCommand(
    platform,
    holders.filter(({ name }) => !name).map(({ pid }) => pid),
  );
  return naming ? nameHolders(holders, run(naming) ?? "") : holders;
}

/**
 * The one line that says `need`'s port is taken, by what, and what to do.
 * @param {Need} need @param {Holder[]} holders @returns {string}
 */
export function takenMessage({ port, role, movable }, holders) {
  const by =
    holders.length === 0
      ? "(the system does not say by what)"
      : `by ${holders.map(({ pid, name }) => `${name ?? "a process"} (pid ${pid})`).join(", ")}`;
  const advice = movable
    ? `stop it, or choose another port for the app with ${PORT_VARIABLE}`
    : `stop it (other emulators?); ${PORT_VARIABLE} moves only the app's port`;
  return `Port ${port}, ${role}, is taken ${by}: ${advice} (see ${PORTS_HELP}).`;
}

/** @param {Command} command @returns {string | null} its output, null when it is missing or fails */
function runQuietly([command, ...args]) {
  const { status, stdout } = spawnSync(command, args, { encoding: "utf8", windowsHide: true });
  return status === 0 ? stdout : null;
}

/** @param {number} port @returns {Promise<boolean>} whether a server can listen on HOST:`port` now */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: HOST, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The line for the first of `needs` that is taken, or null when all are free. Taken is what
 * firebase-tools calls taken: no server can listen there, or, on macOS, something listens on the
 * port at any address (the AirPlay Receiver listens on all of them).
 * @param {Need[]} needs
 * @param {{ platform?: string; run?: (command: Command) => string | null }} [system]
 * @returns {Promise<string | null>}
 */
export async function firstTaken(needs, { platform = process.platform, run = runQuietly } = {}) {
  for (const need of needs) {
    const free = await canListen(need.port);
    const holders = free && platform !== "darwin" ? [] : findHolders(platform, need.port, run);
    if (!free || holders.length > 0) return takenMessage(need, holders);
  }
  return null;
}
