// scripts/ports.mjs decides where the app and the emulators listen, and what a taken port's one
// line says: tried here for macOS, Windows and Linux with the commands' output faked, then for
// real, with a port held by this test and `npm start`'s emulator wrapper run against it.
import { spawn } from "node:child_process";
import { createServer, type AddressInfo, type Server } from "node:net";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { emulatorConfig } from "../scripts/hostingConfig.mjs";
import { findOnPath, thisMachine } from "../scripts/machine.mjs";
import {
  AUTH_EMULATOR_PORT,
  DEFAULT_APP_PORT,
  EVENTARC_EMULATOR_PORT,
  FUNCTIONS_EMULATOR_PORT,
  HUB_PORT,
  TASKS_EMULATOR_PORT,
  appPort,
  appUrl,
  devPort,
  findHolders,
  firstTaken,
  listenersCommand,
  portsNeeded,
  takenMessage,
} from "../scripts/ports.mjs";
import { AUTH_EMULATOR_URL } from "../src/config/readAppConfig.ts";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * Ports that some system service or common tool holds by default: macOS's AirPlay Receiver,
 * Windows' Connected Devices Platform, VNC, SIP; Vite, Vite's preview, Create React App and
 * Next.js, Angular, Django, Jupyter, Live Server; and firebase-tools' own emulators.
 */
const HELD_ELSEWHERE = [
  5000, 7000, 5040, 5357, 5900, 5060, 5173, 4173, 3000, 4200, 8000, 8888, 5500, 4000, 4400, 4500,
  5001, 5002, 8080, 8085, 9000, 9099, 9150, 9199, 9299, 9399, 9499,
];

describe("the ports", () => {
  it("serve the app, by default, where no common service or tool listens", () => {
    expect(HELD_ELSEWHERE).not.toContain(DEFAULT_APP_PORT);
    // Below the range that macOS, Windows and Linux hand out to outgoing connections.
    expect(DEFAULT_APP_PORT).toBeLessThan(32768);
    expect(appUrl({})).toBe(`http://127.0.0.1:${DEFAULT_APP_PORT}`);
  });

  it("move the app with APP_PORT, wherever it is served, and refuse what is not a port", () => {
    expect(appPort({ APP_PORT: "5081" })).toBe(5081);
    expect(devPort({ APP_PORT: "5081" })).toBe(5081);
    expect(devPort({})).toBe(5173);
    expect(appUrl({ APP_PORT: " 6080 " })).toBe("http://127.0.0.1:6080");
    for (const value of ["50a", "80", "65536", "5080.5"]) {
      expect(() => appPort({ APP_PORT: value })).toThrow(`APP_PORT is malformed: "${value}"`);
    }
  });

  it("are the ones the app's emulator build calls and the emulators listen on", () => {
    expect(AUTH_EMULATOR_URL).toBe(`http://127.0.0.1:${AUTH_EMULATOR_PORT}`);
    // The Functions emulator starts Eventarc's and Cloud Tasks' beside it, at ports fixed too.
    const emulators = [FUNCTIONS_EMULATOR_PORT, EVENTARC_EMULATOR_PORT, TASKS_EMULATOR_PORT];
    expect(emulators).toEqual([5001, 9299, 9499]);
    for (const mode of ["start", "dev", "exec", "production"]) {
      expect(portsNeeded(mode, { APP_PORT: "6080" }).map(({ port }) => port)).toEqual([
        6080,
        AUTH_EMULATOR_PORT,
        ...emulators,
        HUB_PORT,
      ]);
    }
    expect(portsNeeded("dev", {})[0]).toMatchObject({ port: 5173, movable: true });
    // The browser suite's gate takes the Auth emulator's port, and moves the emulator.
    const gated = portsNeeded("exec", { AUTH_EMULATOR_PORT: "9199" }).map(({ port }) => port);
    expect(gated).toEqual([DEFAULT_APP_PORT, AUTH_EMULATOR_PORT, 9199, ...emulators, HUB_PORT]);
  });

  it("are written into the emulators' config, the hub's too, which the restart test calls", () => {
    expect(emulatorConfig("start", { APP_PORT: "6080" }).emulators).toMatchObject({
      auth: { host: "127.0.0.1", port: AUTH_EMULATOR_PORT },
      functions: { host: "127.0.0.1", port: FUNCTIONS_EMULATOR_PORT },
      eventarc: { host: "127.0.0.1", port: EVENTARC_EMULATOR_PORT },
      tasks: { host: "127.0.0.1", port: TASKS_EMULATOR_PORT },
      hosting: { host: "127.0.0.1", port: 6080 },
      hub: { host: "127.0.0.1", port: HUB_PORT },
    });
  });
});

/** A fake system: each command's output by its program's name; a missing program fails. */
function fakeRun(outputs: Record<string, string>) {
  const ran: string[][] = [];
  const run = (command: string[]) => {
    ran.push(command);
    return outputs[command[0] ?? ""] ?? null;
  };
  return { ran, run };
}

describe("what holds a port", () => {
  it("macOS: lsof's listeners, named from ps's command lines, each process once", () => {
    const { ran, run } = fakeRun({
      lsof: "512\n512\n",
      ps: "  512 /System/Library/CoreServices/ControlCenter.app/Contents/MacOS/ControlCenter\n",
    });
    expect(findHolders("darwin", 5000, run)).toEqual([{ pid: 512, name: "ControlCenter" }]);
    expect(ran).toEqual([
      ["lsof", "-nP", "-iTCP:5000", "-sTCP:LISTEN", "-t"],
      ["ps", "-o", "pid=,args=", "-p", "512"],
    ]);
  });

  it("Linux: the same, where Node's processes are called MainThread by lsof's own name", () => {
    const { run } = fakeRun({
      lsof: "4242\n4343\n",
      ps: "4242 node /app/node_modules/firebase-tools/lib/bin/firebase.js emulators:start\n4343 java -jar x.jar\n",
    });
    expect(findHolders("linux", 9099, run)).toEqual([
      { pid: 4242, name: "node" },
      { pid: 4343, name: "java" },
    ]);
  });

  it("Windows: PowerShell's listeners with their process names, in one encoded command", () => {
    const { ran, run } = fakeRun({ "powershell.exe": "4 System\r\n7380 node\r\n7380 node\r\n" });
    expect(findHolders("win32", 5080, run)).toEqual([
      { pid: 4, name: "System" },
      { pid: 7380, name: "node" },
    ]);
    expect(ran).toHaveLength(1);
    const [program, ...args] = listenersCommand("win32", 5080);
    expect(program).toBe("powershell.exe");
    const script = Buffer.from(args.at(-1) ?? "", "base64").toString("utf16le");
    expect(script).toContain("Get-NetTCPConnection -State Listen -LocalPort 5080");
  });

  it("nothing, where the tool is missing or sees no one", () => {
    expect(findHolders("linux", 5080, fakeRun({}).run)).toEqual([]);
    expect(findHolders("win32", 5080, fakeRun({}).run)).toEqual([]);
    const { ran, run } = fakeRun({ lsof: "" });
    expect(findHolders("darwin", 5080, run)).toEqual([]);
    expect(ran).toHaveLength(1);
  });
});

describe("a taken port's line", () => {
  it("names the port, what holds it, and how to move the app", () => {
    const [app] = portsNeeded("start", {});
    expect(app && takenMessage(app, [{ pid: 512, name: "ControlCenter" }])).toBe(
      `Port ${DEFAULT_APP_PORT}, where the app is served, is taken by ControlCenter (pid 512): ` +
        "stop it, or choose another port for the app with APP_PORT (see docs/GUIDE.md#ports).",
    );
  });

  it("says when the system cannot tell, and that APP_PORT does not move the emulators", () => {
    const hub = portsNeeded("start", {}).find(({ port }) => port === HUB_PORT);
    expect(hub && takenMessage(hub, [])).toBe(
      "Port 4400, the emulator hub's, is taken (the system does not say by what): stop it " +
        "(other emulators?); APP_PORT moves only the app's port (see docs/GUIDE.md#ports).",
    );
  });
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** `node scripts/emulators.mjs start` (npm start after its build): exit code and output. */
function startEmulators(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/emulators.mjs", "start"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on("close", (code) => {
      resolve({ code, output });
    });
  });
}

describe("a port counts as taken", () => {
  it("on macOS, when anything listens on it at any address, as firebase-tools counts it", async () => {
    const server = createServer();
    const port = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    const need = { port, role: "where the app is served", movable: true };
    const { run } = fakeRun({ lsof: "512\n", ps: "512 /System/ControlCenter\n" });
    expect(await firstTaken([need], { platform: "darwin", run })).toBe(
      takenMessage(need, [{ pid: 512, name: "ControlCenter" }]),
    );
    // Elsewhere a port that a server can listen on is free: firebase-tools listens there too.
    expect(await firstTaken([need], { platform: "linux", run })).toBeNull();
  });
});

describe("npm start on a taken port", () => {
  it("stops before the emulators start, in one line that names this test's process", async () => {
    const server = createServer();
    const port = await listen(server);
    try {
      const { code, output } = await startEmulators({ APP_PORT: String(port) });
      // Where the system's tool is missing (a minimal Linux without lsof), the line says so.
      const canTell = process.platform === "win32" || findOnPath(thisMachine(), "lsof") !== null;
      const holder = canTell ? `by node (pid ${process.pid})` : "(the system does not say by what)";
      expect({ code, output }).toEqual({
        code: 1,
        output:
          `Port ${port}, where the app is served, is taken ${holder}: stop it, or choose another ` +
          "port for the app with APP_PORT (see docs/GUIDE.md#ports).\n",
      });
    } finally {
      server.close();
    }
  });
});
