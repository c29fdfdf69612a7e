import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PASSWORD, REFUSED_CALL, expect, signIn, signUp, test, uniqueEmail } from "../fixtures";
import { treeKill } from "../../scripts/machine.mjs";
import { HOST, HUB_PORT } from "../../scripts/ports.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Windows has no process groups, and no way to send a console's Ctrl-C to a child. */
const GROUPS = treeKill(process.platform) === "process-group";
/** How the emulators end: by themselves after Ctrl-C, or by taskkill /F (exit code 1). */
const STOPPED_EXIT_CODE = GROUPS ? 0 : 1;
/** The emulator hub (firebase.emulator.json): it exports on request, as Ctrl-C makes it do. */
const HUB_EXPORT = `http://${HOST}:${HUB_PORT}/_admin/export`;

let dataDir = "";
let emulators: ChildProcess | undefined;

/** `npm start` after its build: the emulators, keeping their accounts in `dataDir`. */
async function startEmulators(): Promise<void> {
  const started = spawn(process.execPath, ["scripts/emulators.mjs", "start"], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_DATA_DIR: dataDir },
    // A process group of its own, which gets the Ctrl-C as a whole, as in a terminal.
    detached: GROUPS,
    stdio: ["ignore", "pipe", "pipe"],
  });
  emulators = started;
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
}

/**
 * Ctrl-C: SIGINT to the emulators' process group; resolves with the exit code once they quit.
 * On Windows the test asks the hub for the export that Ctrl-C triggers, then ends the tree.
 */
async function stopEmulators(): Promise<number | null> {
  const running = emulators;
  if (!running?.pid || running.exitCode !== null) return running?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => running.once("exit", resolve));
  if (GROUPS) {
    process.kill(-running.pid, "SIGINT");
    return exited;
  }
  const exported = await fetch(HUB_EXPORT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: dataDir, initiatedBy: "restart test" }),
  });
  expect(exported.ok).toBe(true);
  spawnSync("taskkill", ["/pid", String(running.pid), "/T", "/F"]);
  return exited;
}

test.beforeAll(() => {
  // A data directory of the test's own: the developer's .emulator-data/ is left alone.
  dataDir = mkdtempSync(join(realpathSync.native(tmpdir()), "emulator-restart-"));
});

// Also after a failure or a timeout: no emulators left running, no data left behind.
test.afterAll(async () => {
  await stopEmulators();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

test("accounts survive Ctrl-C and a restart of `npm start`; the session falls back to signed out", async ({
  page,
}) => {
  await startEmulators();
  const email = uniqueEmail();
  await signUp(page, email);

  const exitCode = await stopEmulators();
  expect(exitCode).toBe(STOPPED_EXIT_CODE);
  expect(existsSync(join(dataDir, "firebase-export-metadata.json"))).toBe(true);
  expect(readFileSync(join(dataDir, "auth_export", "accounts.json"), "utf8")).toContain(email);

  await startEmulators();

  // The tab signed in before the restart. Its session does not survive: the emulator's import
  // sets each account's validSince to the import time, so it refuses every ID token issued
  // before (accounts:lookup answers TOKEN_EXPIRED; firebase-tools lib/emulator/auth/
  // operations.js, batchCreate), and the SDK drops the stored user. The app must fall back to
  // the signed-out home cleanly: no alert, no error page, no endless 'Loading...'.
  const lookup = page.waitForResponse((response) => response.url().includes("/accounts:lookup"));
  await page.reload();
  await expect(page.getByText(/^Current User : /)).toBeVisible();
  expect(await (await lookup).text()).toContain("TOKEN_EXPIRED");
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);

  // The account itself survived: it signs in with its password.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
