// The emulators as `npm start` runs them, started and stopped by a test as a learner does in a
// terminal: `npm start` after its build, then Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "../support/fixtures";
import { treeKill } from "../../scripts/machine.mjs";
import { HOST, HUB_PORT } from "../../scripts/ports.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Windows has no process groups, and no way to send a console's Ctrl-C to a child. */
export const GROUPS = treeKill(process.platform) === "process-group";
/** The emulator hub (firebase.emulator.json): it exports on request, as Ctrl-C makes it do. */
const HUB_EXPORT = `http://${HOST}:${HUB_PORT}/_admin/export`;

export interface Emulators {
  /** Ctrl-C; resolves with the exit code once they have quit. */
  stop: () => Promise<number | null>;
}

/** `npm start` after its build: the emulators, keeping their accounts in `dataDir`. */
export async function startEmulators(dataDir: string): Promise<Emulators> {
  const started = spawn(process.execPath, ["scripts/emulators.mjs", "start"], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_DATA_DIR: dataDir },
    // A process group of its own, which gets the Ctrl-C as a whole, as in a terminal.
    detached: GROUPS,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // No clock of its own: emulators that never get ready fail the test at its timeout.
  await new Promise<void>((resolve, reject) => {
    started.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("All emulators ready")) resolve();
    });
    started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.once("exit", (code) => {
      reject(new Error(`The emulators exited (${code}) before they were ready:\n${output}`));
    });
  });

  /**
   * SIGINT to the emulators' process group. On Windows the test asks the hub for the export that
   * Ctrl-C triggers, then ends the tree.
   */
  async function stop(): Promise<number | null> {
    if (!started.pid || started.exitCode !== null) return started.exitCode;
    const exited = new Promise<number | null>((resolve) => started.once("exit", resolve));
    if (GROUPS) {
      process.kill(-started.pid, "SIGINT");
      return exited;
    }
    const exported = await fetch(HUB_EXPORT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: dataDir, initiatedBy: "restart test" }),
    });
    expect(exported.ok).toBe(true);
    spawnSync("taskkill", ["/pid", String(started.pid), "/T", "/F"]);
    return exited;
  }
  return { stop };
}
