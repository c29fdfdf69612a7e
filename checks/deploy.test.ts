// What `firebase deploy` and `npm run deploy` do, run in a copy of the project (its files and links
// to its folders, with no dist/ and no .env file of the developer's), so the tests never write into the folder
// that firebase.json deploys. The predeploy hooks run through firebase-tools' own hook runner.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import REAL_PROJECT from "../src/testing/shared/realProject.json" with { type: "json" };
import { cleanEnv } from "./cleanEnv";

const ROOT = resolve(import.meta.dirname, "..");
const LEFT_OUT = /^(dist|build|\.env.*|firebase\.(deploy|emulator)\.json|\.git|test-results)$/;

/** The temporary folder by its real name: Windows may give an 8.3 short one, which Vite refuses. */
const TEMP = realpathSync.native(tmpdir());

function projectCopy(): string {
  const dir = mkdtempSync(join(TEMP, "deploy-"));
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (LEFT_OUT.test(entry.name)) continue;
    const [from, to] = [join(ROOT, entry.name), join(dir, entry.name)];
    // Folders are linked: a junction, which Windows makes without Developer Mode (elsewhere the
    // type is ignored). Files are copied: Vite names the page it builds by index.html's real path.
    // functions/ is copied, without its build, since its predeploy builds into it.
    if (entry.name === "functions") {
      cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith("lib") });
    } else if (entry.isDirectory()) symlinkSync(from, to, "junction");
    else copyFileSync(from, to);
  }
  return dir;
}

/**
 * `firebase deploy --project my-app-1234 --config CONFIG --only ONLY`, up to the upload: the
 * predeploy hooks of the targets deployed, in firebase-tools' order, as its hook runner runs them.
 * With `only` null, what a plain `firebase deploy` runs: the functions', then the hosting's.
 */
function predeploy(
  dir: string,
  env: Record<string, string> = {},
  config = "firebase.json",
  only: string | null = "hosting",
) {
  const targets = ["functions", "hosting"].filter(
    (target) => only === null || only.split(",").some((part) => part.startsWith(target)),
  );
  const script = `
    import { createRequire } from "node:module";
    const require = createRequire(process.cwd() + "/");
    const { Config } = require("firebase-tools/lib/config");
    const { lifecycleHooks } = require("firebase-tools/lib/deploy/lifecycleHooks");
    const options = {
      cwd: process.cwd(),
      configPath: ${JSON.stringify(config)},
      project: "my-app-1234",
      only: ${JSON.stringify(only)},
    };
    options.config = Config.load(options);
    options.projectRoot = options.config.projectDir;
    for (const target of ${JSON.stringify(targets)}) {
      await lifecycleHooks(target, "predeploy")({}, options);
    }
  `;
  return run(dir, ["--input-type=module", "-e", script], env);
}

function run(dir: string, args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: "utf8",
    env: cleanEnv(process.env, process.platform, env),
  });
  return { status, output: stdout + stderr };
}

/** A switch on, for a real project. */
const RECAPTCHA_ON = { ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: "on" };
const FUNCTIONS_ON = { ...REAL_PROJECT, CLOUD_FUNCTIONS: "on" };

/** What `npm start` leaves in the project: the emulators' config. */
function writeEmulatorConfig(dir: string) {
  const code = `import { writeEmulatorConfig } from "./scripts/hostingConfig.mjs";
    writeEmulatorConfig("start");`;
  const { status, output } = run(dir, ["--input-type=module", "-e", code]);
  expect(status, output).toBe(0);
}

/**
 * `npm run deploy --dry-run` with a switch on: the command it prints, and the deploy config it
 * leaves, to read.
 */
function writeDeployConfig(dir: string, env: Record<string, string> = RECAPTCHA_ON): string {
  const { status, output } = run(dir, ["scripts/deploy.mjs", "--dry-run"], env);
  expect(status, output).toBe(0);
  return output.trim();
}

/** firebase.json, and the deploy config written in `dir`. */
function strictAndSwitched(dir: string): { strict: Config; switched: Config } {
  const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Config;
  return {
    strict: read(join(ROOT, "firebase.json")),
    switched: read(join(dir, "firebase.deploy.json")),
  };
}

const FUNCTIONS_BUILT = "functions/lib/index.js";

/** Predeploy stopped, saying `reason`, before it built anything to upload. */
function expectRefused(
  dir: string,
  { status, output }: { status: number | null; output: string },
  reason: string,
) {
  expect(status).not.toBe(0);
  expect(output).toContain(reason);
  expect(existsSync(join(dir, "dist"))).toBe(false);
}

function bundleText(dir: string): string {
  const assets = join(dir, "dist/assets");
  return readdirSync(assets)
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
}

describe("firebase deploy", () => {
  it("with the Cloud Functions switch off, stops before building anything, saying how to deploy the app alone", () => {
    const dir = projectCopy();
    const { status, output } = predeploy(dir, REAL_PROJECT, "firebase.json", null);
    expectRefused(dir, { status, output }, "functions predeploy error");
    const [refusal] = output.split("\n").filter((line) => line.includes("CLOUD_FUNCTIONS is off"));
    expect(refusal).toContain("npm run deploy");
    expect(refusal).toContain("firebase deploy --only hosting");
    expect(existsSync(join(dir, FUNCTIONS_BUILT))).toBe(false);
  });

  it("with the switch on, builds the functions, then stops: firebase.json's CSP would block them", () => {
    const dir = projectCopy();
    const result = predeploy(dir, FUNCTIONS_ON, "firebase.json", null);
    expectRefused(dir, result, "CLOUD_FUNCTIONS is on");
    expect(result.output).toContain("npm run deploy");
    expect(existsSync(join(dir, FUNCTIONS_BUILT))).toBe(true);
  });
});

describe("firebase deploy --only hosting", () => {
  it("builds dist/ for production first, from the project's configuration", () => {
    const dir = projectCopy();
    const { status, output } = predeploy(dir, REAL_PROJECT);
    expect(status, output).toBe(0);
    const bundle = bundleText(dir);
    expect(bundle).toContain(REAL_PROJECT.VITE_FIREBASE_API_KEY);
    expect(bundle).not.toContain("demo-email-auth");
  });

  it("stops before uploading anything, naming the missing variable", () => {
    const dir = projectCopy();
    const { status, output } = predeploy(dir);
    expect(status).not.toBe(0);
    expect(output).toContain("VITE_FIREBASE_API_KEY is missing");
    expect(output).toContain("hosting predeploy error");
  });

  it("stops when the reCAPTCHA switch is on, since firebase.json's CSP would block it", () => {
    const dir = projectCopy();
    const { status, output } = predeploy(dir, RECAPTCHA_ON);
    expect(status).not.toBe(0);
    expect(output).toContain("RECAPTCHA_ENTERPRISE is on");
    expect(output).toContain("npm run deploy");
  });
});

describe("firebase deploy --config", () => {
  it("stops on the emulators' config, which would upload the build made for the Auth emulator", () => {
    const dir = projectCopy();
    writeEmulatorConfig(dir);
    const { status, output } = predeploy(dir, REAL_PROJECT, "firebase.emulator.json");
    expect(status).not.toBe(0);
    expect(output).toContain("firebase.emulator.json is the emulators' config");
    expect(output).toContain("hosting predeploy error");
    expect(existsSync(join(dir, "dist"))).toBe(false);
    // Its functions too, switch on or off.
    const functions = predeploy(dir, FUNCTIONS_ON, "firebase.emulator.json", "functions");
    expect(functions.output).toContain("firebase.emulator.json is the emulators' config");
    expect(functions.output).toContain("functions predeploy error");
    expect(existsSync(join(dir, FUNCTIONS_BUILT))).toBe(false);
  });

  it("stops on a config that would upload another folder than the dist/ it builds", () => {
    const dir = projectCopy();
    const config = JSON.parse(readFileSync(join(dir, "firebase.json"), "utf8")) as Config;
    writeFileSync(
      join(dir, "firebase.staging.json"),
      JSON.stringify({ hosting: { ...config.hosting, public: "public" } }),
    );
    expectRefused(
      dir,
      predeploy(dir, REAL_PROJECT, "firebase.staging.json"),
      "This config uploads public/",
    );
  });

  it("stops on a copy of firebase.json under another name, which carries no marker", () => {
    const dir = projectCopy();
    copyFileSync(join(dir, "firebase.json"), join(dir, "firebase.mine.json"));
    writeFileSync(join(dir, "notes.json"), JSON.stringify({ hostingNotes: "not a config" }));
    const refusal = "firebase.mine.json: a Hosting config beside firebase.json";
    expectRefused(dir, predeploy(dir, REAL_PROJECT, "firebase.mine.json"), refusal);
    // Which file is deployed is not told to the hook: firebase.json is refused too while it is there.
    expectRefused(dir, predeploy(dir, REAL_PROJECT), refusal);
  });

  it("builds dist/ for the reCAPTCHA config that `npm run deploy` has just written", () => {
    const dir = projectCopy();
    writeDeployConfig(dir);
    const { status, output } = predeploy(dir, RECAPTCHA_ON, "firebase.deploy.json");
    expect(status, output).toBe(0);
    expect(bundleText(dir)).toContain(REAL_PROJECT.VITE_FIREBASE_API_KEY);
  });

  it("builds the functions and dist/ for the functions' config that `npm run deploy` has just written", () => {
    const dir = projectCopy();
    writeDeployConfig(dir, FUNCTIONS_ON);
    const only = "hosting,functions:account";
    const { status, output } = predeploy(dir, FUNCTIONS_ON, "firebase.deploy.json", only);
    expect(status, output).toBe(0);
    expect(existsSync(join(dir, FUNCTIONS_BUILT))).toBe(true);
    expect(bundleText(dir)).toContain(REAL_PROJECT.VITE_FIREBASE_API_KEY);
  });

  it("stops on a deploy config written before firebase.json changed", () => {
    const dir = projectCopy();
    writeDeployConfig(dir);
    // The README's own example of a change: Firestore added to connect-src.
    const firebaseJson = join(dir, "firebase.json");
    writeFileSync(
      firebaseJson,
      readFileSync(firebaseJson, "utf8").replace(
        "connect-src 'self'",
        "connect-src 'self' https://firestore.googleapis.com",
      ),
    );
    expectRefused(
      dir,
      predeploy(dir, RECAPTCHA_ON, "firebase.deploy.json"),
      "firebase.deploy.json was written from another firebase.json",
    );
  });

  it("stops on a deploy config when a switch has changed since", () => {
    const dir = projectCopy();
    writeDeployConfig(dir);
    const refusal = "firebase.deploy.json was written from another firebase.json or other switches";
    expectRefused(dir, predeploy(dir, REAL_PROJECT, "firebase.deploy.json"), refusal);
    expectRefused(
      dir,
      predeploy(dir, { ...RECAPTCHA_ON, ...FUNCTIONS_ON }, "firebase.deploy.json"),
      refusal,
    );
    writeDeployConfig(dir, FUNCTIONS_ON);
    expectRefused(dir, predeploy(dir, REAL_PROJECT, "firebase.deploy.json"), refusal);
  });
});

describe("npm run deploy", () => {
  it("deploys firebase.json's Hosting alone to the configured project", () => {
    const { status, output } = run(
      projectCopy(),
      ["scripts/deploy.mjs", "--dry-run"],
      REAL_PROJECT,
    );
    expect(status, output).toBe(0);
    expect(output.trim()).toBe(
      "firebase deploy --only hosting --config firebase.json --project my-app-1234",
    );
  });

  it("with RECAPTCHA_ENTERPRISE=on, deploys firebase.json plus exactly reCAPTCHA's sources", () => {
    const dir = projectCopy();
    expect(writeDeployConfig(dir, RECAPTCHA_ON)).toBe(
      "firebase deploy --only hosting --config firebase.deploy.json --project my-app-1234",
    );
    const { strict, switched } = strictAndSwitched(dir);
    const strictCsp = directives(cspOf(strict));
    // Google's sources for reCAPTCHA Enterprise, written out here rather than taken from the code
    // under test: https://cloud.google.com/recaptcha/docs/faq (Content-Security-Policy).
    const expected = new Map(strictCsp);
    expected.set("script-src", [
      ...(strictCsp.get("script-src") ?? []),
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expected.set("frame-src", [
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    // Trusted Types still enforced, with two policies allowed where firebase.json allows none:
    // the app's default one (src/lib/recaptchaScriptPolicy.ts) and reCAPTCHA's own goog#html.
    expected.set("trusted-types", ["default", "goog#html"]);
    expect(directives(cspOf(switched))).toEqual(expected);
    // Everything else is firebase.json's, the functions' config included.
    expectSameBesidesHeaders(switched, strict);
  });

  it("with CLOUD_FUNCTIONS=on, deploys the functions too, with firebase.json plus exactly their origin", () => {
    const dir = projectCopy();
    expect(writeDeployConfig(dir, FUNCTIONS_ON)).toBe(
      "firebase deploy --only hosting,functions:account --config firebase.deploy.json --project my-app-1234",
    );
    const { strict, switched } = strictAndSwitched(dir);
    const expected = directives(cspOf(strict));
    // The client SDK's address for a callable of region us-central1 in project my-app-1234.
    expected.set("connect-src", [
      ...(expected.get("connect-src") ?? []),
      "https://us-central1-my-app-1234.cloudfunctions.net",
    ]);
    expect(directives(cspOf(switched))).toEqual(expected);
    expectSameBesidesHeaders(switched, strict);
  });

  it("removes the deploy config it wrote when the deploy ends, here failing: no one is logged in", () => {
    const dir = projectCopy();
    // No login of the developer's, nor gcloud's credentials (in APPDATA on Windows):
    // firebase-tools stops before anything reaches a project.
    const home = mkdtempSync(join(TEMP, "home-"));
    const env = {
      VITE_FIREBASE_PROJECT_ID: REAL_PROJECT.VITE_FIREBASE_PROJECT_ID,
      RECAPTCHA_ENTERPRISE: "on",
      HOME: home,
      USERPROFILE: home,
      APPDATA: home,
    };
    const { status, output } = run(dir, ["scripts/deploy.mjs"], env);
    expect(status, output).not.toBe(0);
    expect(existsSync(join(dir, "firebase.deploy.json"))).toBe(false);
  });
});

interface Config {
  hosting: { predeploy: string; headers: { headers: { key: string; value: string }[] }[] };
}

/**
 * A written config is firebase.json but for its headers and its Hosting predeploy, which says which
 * firebase.json and switches it was written from: a digest (see firebase deploy --config's tests).
 */
function expectSameBesidesHeaders(switched: Config, strict: Config) {
  const [command, digest] = switched.hosting.predeploy.split(" --digest ");
  expect(command).toBe(strict.hosting.predeploy);
  expect(digest).toMatch(/^[0-9a-f]{64}$/);
  const besidesHeaders = (config: Config) => ({
    ...config,
    hosting: { ...config.hosting, headers: [], predeploy: "" },
  });
  expect(besidesHeaders(switched)).toEqual(besidesHeaders(strict));
}

function cspOf(config: Config): string {
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy");
  expect(csp).toHaveLength(1);
  return csp[0]?.value ?? "";
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}
