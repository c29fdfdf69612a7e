// What differs from one learner's machine to the next, decided in one place: where each browser
// engine is and what drives it, what is missing and how to get it, whether a virtual display is
// needed, how to end a process tree, and how to start a package's CLI. The deciding functions take
// the machine as an argument, so checks/machine.test.ts can try macOS, Windows and Linux here.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium, firefox, webkit } from "@playwright/test";

/** @typedef {"chromium" | "firefox" | "webkit"} EngineName */

/**
 * The Debian package of each engine's browser, driver and display.
 * @type {Record<EngineName, string[]>}
 */
export const DEBIAN_PACKAGES = {
  chromium: ["chromium"],
  firefox: ["firefox-esr"],
  webkit: ["webkit2gtk-driver", "xvfb", "xauth"],
};

/**
 * @typedef {object} Machine
 * @property {string} platform process.platform
 * @property {Record<string, string | undefined>} env
 * @property {(path: string) => boolean} exists
 * @property {(dir: string) => string[]} listDir the entries of a folder, [] when there is none
 * @property {Record<EngineName, string>} playwrightBuilds where Playwright's own builds would be
 *   (they may not be installed)
 */

/** @param {Machine} machine @param {string} name @returns {string | null} */
export function findOnPath({ platform, env, exists }, name) {
  const windows = platform === "win32";
  const separator = windows ? ";" : ":";
  const extensions = windows ? (env.PATHEXT ?? ".EXE;.CMD").split(";") : [""];
  const folders = (env.PATH ?? env.Path ?? "").split(separator).filter(Boolean);
  for (const folder of folders) {
    for (const extension of extensions) {
      const path = join(folder, name + extension);
      if (exists(path)) return path;
    }
  }
  return null;
}

/**
 * WebKitGTK's MiniBrowser, under its driver's prefix in whatever multiarch folder it has.
 * @param {Machine} machine @param {string} webDriverPath @returns {string | null}
 */
function findMiniBrowser(machine, webDriverPath) {
  const lib = join(dirname(dirname(webDriverPath)), "lib");
  for (const triplet of machine.listDir(lib)) {
    const path = join(lib, triplet, "webkit2gtk-4.1", "MiniBrowser");
    if (machine.exists(path)) return path;
  }
  return null;
}

/**
 * @typedef {{ engine: EngineName; backend: "playwright" } |
 *   { engine: "chromium"; backend: "system"; executablePath: string } |
 *   { engine: "firefox"; backend: "moz-firefox"; executablePath: string } |
 *   { engine: "webkit"; backend: "webkitgtk"; webDriver: string; miniBrowser: string }} Engine
 */

/**
 * Each engine from where the machine has it: Playwright's own build when installed, else the
 * system's (Debian's packages). Missing engines are listed, never dropped.
 * @param {Machine} machine
 * @returns {{ engines: Engine[]; missing: EngineName[] }}
 */
export function locateEngines(machine) {
  const { exists, playwrightBuilds } = machine;
  /** @type {Engine[]} */
  const engines = [];
  /** @type {EngineName[]} */
  const missing = [];
  /** @param {EngineName} engine */
  const own = (engine) => exists(playwrightBuilds[engine]);

  const chromiumPath = findOnPath(machine, "chromium") ?? findOnPath(machine, "chromium-browser");
  if (own("chromium")) engines.push({ engine: "chromium", backend: "playwright" });
  else if (chromiumPath)
    engines.push({ engine: "chromium", backend: "system", executablePath: chromiumPath });
  else missing.push("chromium");

  const firefoxEsr = findOnPath(machine, "firefox-esr");
  if (own("firefox")) engines.push({ engine: "firefox", backend: "playwright" });
  else if (firefoxEsr)
    engines.push({ engine: "firefox", backend: "moz-firefox", executablePath: firefoxEsr });
  else missing.push("firefox");

  const webDriver = findOnPath(machine, "WebKitWebDriver");
  const miniBrowser = webDriver && findMiniBrowser(machine, webDriver);
  const display = !needsVirtualDisplay(machine) || virtualDisplayInstalled(machine);
  if (own("webkit")) engines.push({ engine: "webkit", backend: "playwright" });
  else if (webDriver && miniBrowser && display)
    engines.push({ engine: "webkit", backend: "webkitgtk", webDriver, miniBrowser });
  else missing.push("webkit");

  return { engines, missing };
}

/**
 * WebKitGTK's MiniBrowser has no headless mode: on Linux with no display it needs Xvfb.
 * @param {Pick<Machine, "platform" | "env">} machine @returns {boolean}
 */
export function needsVirtualDisplay({ platform, env }) {
  return platform === "linux" && !env.DISPLAY && !env.WAYLAND_DISPLAY;
}

/** @param {Machine} machine */
function virtualDisplayInstalled(machine) {
  return Boolean(findOnPath(machine, "xvfb-run") && findOnPath(machine, "xauth"));
}

/**
 * The commands that install `missing`: Playwright's own builds, and on Linux Debian's packages.
 * @param {EngineName[]} missing
 * @param {string} platform
 * @returns {string}
 */
export function installAdvice(missing, platform) {
  const linux = platform === "linux";
  const ways = [`npx playwright install${linux ? " --with-deps" : ""} ${missing.join(" ")}`];
  if (linux) ways.push(aptInstall(debianPackagesOf(missing)));
  return `Install the missing browsers (${missing.join(", ")}) with \`${ways.join("`, or on Debian with `")}\`.`;
}

/** @param {EngineName[]} missing @returns {string[]} */
function debianPackagesOf(missing) {
  return [...new Set(missing.flatMap((engine) => DEBIAN_PACKAGES[engine]))];
}

/** @param {string[]} packages */
function aptInstall(packages) {
  return `sudo apt-get install --no-install-recommends ${packages.join(" ")}`;
}

/**
 * What to do about missing engines: Playwright's own builds first (a download, which anyone may
 * make, and which fails fast where its servers are out of reach), then Debian's packages through
 * apt-get. On Linux, system libraries and packages take root: another user who cannot download
 * gets the one command that would install the rest (`rootCommand`).
 * @param {EngineName[]} missing
 * @param {{ platform: string; isRoot: boolean; hasAptGet: boolean }} machine
 */
export function installPlan(missing, { platform, isRoot, hasAptGet }) {
  const linux = platform === "linux";
  const debianPackages = linux && hasAptGet ? debianPackagesOf(missing) : [];
  const asRoot = !linux || isRoot;
  return {
    playwright: { install: missing, systemLibraries: linux && isRoot },
    debianPackages: asRoot ? debianPackages : [],
    rootCommand: !asRoot && debianPackages.length > 0 ? aptInstall(debianPackages) : null,
    advice: installAdvice(missing, platform),
  };
}

/** How long a tree has to end by itself once asked, before it is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * How to end a child's whole tree: its process group where there are groups, else taskkill.
 * @param {string} platform @returns {"taskkill" | "process-group"}
 */
export function treeKill(platform) {
  return platform === "win32" ? "taskkill" : "process-group";
}

/**
 * This machine, for the functions above.
 * @returns {Machine}
 */
export function thisMachine() {
  return {
    platform: process.platform,
    env: process.env,
    exists: existsSync,
    listDir: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    playwrightBuilds: {
      chromium: chromium.executablePath(),
      firefox: firefox.executablePath(),
      webkit: webkit.executablePath(),
    },
  };
}

const require = createRequire(import.meta.url);

/**
 * The JS entry of a package's CLI, to start as `process.execPath` plus it (no .bin shims).
 * @param {string} packageName @param {string} [command] @returns {string}
 */
export function cliEntry(packageName, command = packageName) {
  const manifest = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  const entry = typeof bin === "string" ? bin : bin[command];
  return join(dirname(manifest), entry);
}

/**
 * Starts a CLI as `process.execPath` plus `args` (the first being its JS entry), in a tree that
 * `stop()` ends whole; a child that cannot start is reported.
 * @param {string[]} args @param {import("node:child_process").SpawnOptions} [options]
 * @returns {{ child: import("node:child_process").ChildProcess; stop: () => Promise<void> }}
 */
export function startTree(args, options = {}) {
  const groups = treeKill(process.platform) === "process-group";
  const child = spawn(process.execPath, args, { stdio: "inherit", ...options, detached: groups });
  child.on("error", (error) =>
    console.error(`Could not start ${args.join(" ")}: ${error.message}`),
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  /** Ends the tree; resolves once its first process has exited. */
  const stop = async () => {
    const { pid } = child;
    if (child.exitCode !== null || pid === undefined) return;
    if (!groups) {
      spawnSync("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore" });
      return exited;
    }
    // SIGTERM first: Playwright closes the browsers it launched in groups of their own.
    /** @param {NodeJS.Signals} name */
    const signal = (name) => {
      try {
        process.kill(-pid, name);
      } catch {
        // the group is gone
      }
    };
    signal("SIGTERM");
    const killer = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
    signal("SIGKILL");
  };
  return { child, stop };
}

/**
 * Runs a CLI to its end (`process.execPath` plus `args`); exits with its code if it fails.
 * @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options]
 */
export function runOrExit(args, options = {}) {
  const { status, error } = spawnSync(process.execPath, args, { stdio: "inherit", ...options });
  if (error) console.error(`Could not start ${args.join(" ")}: ${error.message}`);
  if (status !== 0) process.exit(status ?? 1);
}
