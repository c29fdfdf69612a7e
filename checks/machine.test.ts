// scripts/machine.mjs decides, per machine, where each browser engine is, what is missing and how
// to get it. Its deciding functions take the machine as an argument, so here they meet fake
// learners' machines (macOS, Windows, Debian x64 and arm64) that no CI runner could all be.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cliEntry,
  findOnPath,
  installPlan,
  locateEngines,
  needsVirtualDisplay,
  treeKill,
  type EngineName,
  type Machine,
} from "../scripts/machine.mjs";

type Builds = Record<EngineName, string>;

/** Where Playwright's own builds would be: they exist only when listed among a fake's files. */
const LINUX_BUILDS: Builds = {
  chromium: "/home/ada/.cache/ms-playwright/chromium-1200/chrome-linux/chrome",
  firefox: "/home/ada/.cache/ms-playwright/firefox-1500/firefox/firefox",
  webkit: "/home/ada/.cache/ms-playwright/webkit-2200/pw_run.sh",
};
const MAC_BUILDS: Builds = {
  chromium:
    "/Users/ada/Library/Caches/ms-playwright/chromium-1200/chrome-mac/Chromium.app/Contents/MacOS/Chromium",
  firefox:
    "/Users/ada/Library/Caches/ms-playwright/firefox-1500/firefox/Nightly.app/Contents/MacOS/firefox",
  webkit: "/Users/ada/Library/Caches/ms-playwright/webkit-2200/pw_run.sh",
};
const WINDOWS_BUILDS: Builds = {
  chromium: "C:\\Users\\ada\\AppData\\Local\\ms-playwright\\chromium-1200\\chrome-win\\chrome.exe",
  firefox: "C:\\Users\\ada\\AppData\\Local\\ms-playwright\\firefox-1500\\firefox\\firefox.exe",
  webkit: "C:\\Users\\ada\\AppData\\Local\\ms-playwright\\webkit-2200\\Playwright.exe",
};

const DEBIAN_PATH = "/usr/local/bin:/usr/bin:/bin";
/** Debian's chromium, firefox-esr, webkit2gtk-driver, xvfb and xauth, on a given multiarch triplet. */
function debianFiles(triplet: string): string[] {
  return [
    "/usr/bin/chromium",
    "/usr/bin/firefox-esr",
    "/usr/bin/WebKitWebDriver",
    `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`,
    "/usr/bin/xvfb-run",
    "/usr/bin/xauth",
  ];
}
const WEBKITGTK_X64 = {
  engine: "webkit",
  backend: "webkitgtk",
  webDriver: "/usr/bin/WebKitWebDriver",
  miniBrowser: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
};

/**
 * One separator and, on Windows, one case: the paths a real file system takes as the same file
 * (node:path joins with the host's separator, whatever the fake's platform).
 */
function pathKey(platform: string, path: string): string {
  const slashed = path.replaceAll("\\", "/");
  return platform === "win32" ? slashed.toLowerCase() : slashed;
}

/** A machine whose file system holds `files` (and their folders); `probed` records each look. */
function fakeMachine(
  platform: string,
  env: Record<string, string | undefined>,
  files: string[],
  playwrightBuilds: Builds,
): Machine & { probed: string[] } {
  const keys = new Set(files.map((file) => pathKey(platform, file)));
  const probed: string[] = [];
  return {
    platform,
    env,
    playwrightBuilds,
    probed,
    exists: (path) => {
      probed.push(path);
      return keys.has(pathKey(platform, path));
    },
    listDir: (dir) => {
      probed.push(dir);
      const prefix = `${pathKey(platform, dir).replace(/\/$/, "")}/`;
      const entries = [...keys]
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length).split("/")[0] ?? "");
      return [...new Set(entries)];
    },
  };
}

const linux = (env: Record<string, string | undefined>, files: string[]) =>
  fakeMachine("linux", { PATH: DEBIAN_PATH, ...env }, files, LINUX_BUILDS);

/** The fixtures' paths are written with "/": on a Windows host, node:path gives "\". */
function slashed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll("\\\\", "/")) as T;
}

describe("findOnPath", () => {
  it("takes the first folder on PATH that has the program", () => {
    const machine = linux({}, ["/usr/local/bin/chromium", "/usr/bin/chromium"]);
    expect(slashed(findOnPath(machine, "chromium"))).toBe("/usr/local/bin/chromium");
  });

  it("finds nothing when no folder has it, or there is no PATH", () => {
    expect(findOnPath(linux({}, ["/opt/chromium"]), "chromium")).toBeNull();
    expect(findOnPath(linux({ PATH: undefined }, ["/usr/bin/chromium"]), "chromium")).toBeNull();
  });

  it("tries no Windows extension elsewhere", () => {
    expect(findOnPath(linux({}, ["/usr/bin/tool.EXE"]), "tool")).toBeNull();
  });

  it("on Windows, splits PATH at ';' and tries PATHEXT's extensions, in order", () => {
    const machine = fakeMachine(
      "win32",
      { PATH: "C:\\Windows\\system32;C:\\tools", PATHEXT: ".COM;.EXE;.BAT;.CMD" },
      ["C:\\tools\\x.CMD", "C:\\tools\\x.EXE"],
      WINDOWS_BUILDS,
    );
    // join() follows the host, not the fake: a mixed path on Linux and macOS, which Windows
    // would accept, and the usual one on Windows.
    const expected = process.platform === "win32" ? "C:\\tools\\x.EXE" : "C:\\tools/x.EXE";
    expect(findOnPath(machine, "x")).toBe(expected);
    expect(machine.probed).toEqual([
      join("C:\\Windows\\system32", "x.COM"),
      join("C:\\Windows\\system32", "x.EXE"),
      join("C:\\Windows\\system32", "x.BAT"),
      join("C:\\Windows\\system32", "x.CMD"),
      join("C:\\tools", "x.COM"),
      join("C:\\tools", "x.EXE"),
    ]);
  });

  it("on Windows, reads `Path` as Windows spells it, and .EXE then .CMD without PATHEXT", () => {
    const machine = fakeMachine(
      "win32",
      { Path: "C:\\tools" },
      ["C:\\tools\\x.cmd"],
      WINDOWS_BUILDS,
    );
    expect(slashed(findOnPath(machine, "x"))).toBe("C:/tools/x.CMD");
  });
});

describe("locateEngines", () => {
  it("macOS with Playwright's three builds: all three driven by Playwright", () => {
    const machine = fakeMachine(
      "darwin",
      { PATH: "/opt/homebrew/bin:/usr/bin:/bin" },
      Object.values(MAC_BUILDS),
      MAC_BUILDS,
    );
    expect(locateEngines(machine)).toEqual({
      engines: [
        { engine: "chromium", backend: "playwright" },
        { engine: "firefox", backend: "playwright" },
        { engine: "webkit", backend: "playwright" },
      ],
      missing: [],
    });
  });

  it("Windows with Playwright's three builds: all three driven by Playwright", () => {
    const machine = fakeMachine(
      "win32",
      { Path: "C:\\Windows\\system32;C:\\Windows", PATHEXT: ".COM;.EXE;.BAT;.CMD" },
      Object.values(WINDOWS_BUILDS),
      WINDOWS_BUILDS,
    );
    expect(locateEngines(machine).engines.map(({ backend }) => backend)).toEqual([
      "playwright",
      "playwright",
      "playwright",
    ]);
    expect(locateEngines(machine).missing).toEqual([]);
  });

  it("Debian x64 with Debian's packages: the system's Chromium, Firefox ESR and WebKitGTK", () => {
    const machine = linux({}, debianFiles("x86_64-linux-gnu"));
    expect(slashed(locateEngines(machine))).toEqual({
      engines: [
        { engine: "chromium", backend: "system", executablePath: "/usr/bin/chromium" },
        { engine: "firefox", backend: "moz-firefox", executablePath: "/usr/bin/firefox-esr" },
        WEBKITGTK_X64,
      ],
      missing: [],
    });
  });

  it("Debian arm64: finds MiniBrowser in its own multiarch folder, never looking for x86_64", () => {
    const machine = linux({}, [...debianFiles("aarch64-linux-gnu"), "/usr/lib/firmware/x.bin"]);
    expect(slashed(locateEngines(machine).engines[2])).toEqual({
      engine: "webkit",
      backend: "webkitgtk",
      webDriver: "/usr/bin/WebKitWebDriver",
      miniBrowser: "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    });
    expect(machine.probed.filter((path) => path.includes("x86_64"))).toEqual([]);
  });

  it("takes Ubuntu's chromium-browser when there is no chromium", () => {
    const machine = linux({}, ["/usr/bin/chromium-browser"]);
    expect(slashed(locateEngines(machine).engines)).toEqual([
      { engine: "chromium", backend: "system", executablePath: "/usr/bin/chromium-browser" },
    ]);
  });

  it("prefers Playwright's build to the system's", () => {
    const machine = linux({}, [...debianFiles("x86_64-linux-gnu"), LINUX_BUILDS.firefox]);
    expect(locateEngines(machine).engines[1]).toEqual({ engine: "firefox", backend: "playwright" });
  });

  it("takes only Firefox ESR from the system, not a plain firefox", () => {
    expect(locateEngines(linux({}, ["/usr/bin/firefox"])).missing).toContain("firefox");
  });

  it("counts WebKitGTK missing with no display and no xvfb-run to make one", () => {
    const files = debianFiles("x86_64-linux-gnu").filter((file) => !file.endsWith("xvfb-run"));
    expect(locateEngines(linux({}, files)).missing).toEqual(["webkit"]);
  });

  it("counts WebKitGTK missing with xvfb-run but no xauth (xvfb-run needs it)", () => {
    const files = debianFiles("x86_64-linux-gnu").filter((file) => !file.endsWith("xauth"));
    expect(locateEngines(linux({}, files)).missing).toEqual(["webkit"]);
  });

  it("takes WebKitGTK with a display (X11 or Wayland), even without xvfb-run", () => {
    const files = debianFiles("x86_64-linux-gnu").filter((file) => !/xvfb-run|xauth/.test(file));
    for (const display of [{ DISPLAY: ":0" }, { WAYLAND_DISPLAY: "wayland-0" }]) {
      const { engines, missing } = locateEngines(linux(display, files));
      expect(missing).toEqual([]);
      expect(slashed(engines[2])).toEqual(WEBKITGTK_X64);
    }
  });

  it("counts WebKitGTK missing when its driver is there but MiniBrowser is not", () => {
    const files = debianFiles("x86_64-linux-gnu").filter((file) => !file.endsWith("MiniBrowser"));
    expect(locateEngines(linux({}, files)).missing).toEqual(["webkit"]);
  });

  it("with nothing installed, lists all three missing, in order", () => {
    expect(locateEngines(linux({}, []))).toEqual({
      engines: [],
      missing: ["chromium", "firefox", "webkit"],
    });
  });

  it("mixes Playwright's Chromium with Debian's Firefox ESR", () => {
    const machine = linux({}, [LINUX_BUILDS.chromium, "/usr/bin/firefox-esr"]);
    expect(slashed(locateEngines(machine))).toEqual({
      engines: [
        { engine: "chromium", backend: "playwright" },
        { engine: "firefox", backend: "moz-firefox", executablePath: "/usr/bin/firefox-esr" },
      ],
      missing: ["webkit"],
    });
  });
});

describe("needsVirtualDisplay", () => {
  it("only on Linux with neither an X11 nor a Wayland display", () => {
    expect(needsVirtualDisplay({ platform: "linux", env: {} })).toBe(true);
    expect(needsVirtualDisplay({ platform: "linux", env: { DISPLAY: ":99" } })).toBe(false);
    expect(needsVirtualDisplay({ platform: "linux", env: { WAYLAND_DISPLAY: "w" } })).toBe(false);
    expect(needsVirtualDisplay({ platform: "darwin", env: {} })).toBe(false);
    expect(needsVirtualDisplay({ platform: "win32", env: {} })).toBe(false);
  });
});

describe("installPlan", () => {
  const ALL: EngineName[] = ["chromium", "firefox", "webkit"];

  it("Linux, not root: Playwright's download alone, then the one apt-get command for root", () => {
    const plan = installPlan(ALL, { platform: "linux", isRoot: false, hasAptGet: true });
    expect(plan).toMatchObject({
      playwright: { install: ALL, systemLibraries: false },
      debianPackages: [],
      rootCommand:
        "sudo apt-get install --no-install-recommends chromium firefox-esr webkit2gtk-driver xvfb xauth",
    });
    expect(plan.advice).toBe(
      "Install the missing browsers (chromium, firefox, webkit) with " +
        "`npx playwright install --with-deps chromium firefox webkit`, or on Debian with " +
        "`sudo apt-get install --no-install-recommends chromium firefox-esr webkit2gtk-driver xvfb xauth`.",
    );
  });

  it("Linux, not root, without apt-get: no command for root, only the advice", () => {
    const plan = installPlan(["webkit"], { platform: "linux", isRoot: false, hasAptGet: false });
    expect(plan.rootCommand).toBeNull();
    expect(plan.playwright).toEqual({ install: ["webkit"], systemLibraries: false });
  });

  it("Linux as root with apt-get: Debian's packages for the missing engines only", () => {
    const machine = { platform: "linux", isRoot: true, hasAptGet: true };
    expect(installPlan(["webkit"], machine)).toMatchObject({
      playwright: { install: ["webkit"], systemLibraries: true },
      debianPackages: ["webkit2gtk-driver", "xvfb", "xauth"],
      rootCommand: null,
    });
    expect(installPlan(["chromium", "firefox"], machine).debianPackages).toEqual([
      "chromium",
      "firefox-esr",
    ]);
  });

  it("Linux as root without apt-get: no Debian packages to install, though the advice names them", () => {
    const plan = installPlan(["firefox"], { platform: "linux", isRoot: true, hasAptGet: false });
    expect(plan.debianPackages).toEqual([]);
    expect(plan.advice).toContain("sudo apt-get install --no-install-recommends firefox-esr");
  });

  it("macOS and Windows: anyone may install Playwright's builds, with no system libraries", () => {
    for (const platform of ["darwin", "win32"]) {
      const plan = installPlan(["firefox", "webkit"], { platform, isRoot: false, hasAptGet: true });
      expect(plan).toEqual({
        playwright: { install: ["firefox", "webkit"], systemLibraries: false },
        debianPackages: [],
        rootCommand: null,
        advice:
          "Install the missing browsers (firefox, webkit) with `npx playwright install firefox webkit`.",
      });
    }
  });
});

describe("treeKill", () => {
  it("taskkill on Windows, which has no process groups; the group elsewhere", () => {
    expect(treeKill("win32")).toBe("taskkill");
    expect(treeKill("linux")).toBe("process-group");
    expect(treeKill("darwin")).toBe("process-group");
  });
});

describe("cliEntry", () => {
  it("finds each CLI's JS entry in its package, to start with node itself", () => {
    const entries = {
      [join("vite", "bin", "vite.js")]: cliEntry("vite"),
      [join("@playwright", "test", "cli.js")]: cliEntry("@playwright/test", "playwright"),
      [join("firebase-tools", "lib", "bin", "firebase.js")]: cliEntry("firebase-tools", "firebase"),
    };
    for (const [ending, entry] of Object.entries(entries)) {
      expect(entry.endsWith(ending), entry).toBe(true);
      expect(existsSync(entry), entry).toBe(true);
    }
  });
});
