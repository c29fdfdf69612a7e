// What `firebase deploy` and `npm run deploy` do, run in a copy of the project (its files and links
// to its folders, with no dist/ and no .env file of the developer's), so the tests never write into the folder
// that firebase.json deploys. The predeploy hook runs through firebase-tools' own hook runner.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import REAL_PROJECT from "../src/testing/realProject.json" with { type: "json" };

const ROOT = resolve(import.meta.dirname, "..");
const LEFT_OUT = /^(dist|build|\.env.*|firebase\.recaptcha\.json|\.git|test-results)$/;

function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "deploy-"));
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (LEFT_OUT.test(entry.name)) continue;
    // Files are copied: Vite names the page it builds by index.html's real path.
    const link = entry.isDirectory() ? symlinkSync : copyFileSync;
    link(join(ROOT, entry.name), join(dir, entry.name));
  }
  return dir;
}

/** `firebase deploy --project my-app-1234`, up to the upload: its hosting predeploy hook. */
const RUN_PREDEPLOY = `
  import { createRequire } from "node:module";
  const require = createRequire(process.cwd() + "/");
  const { Config } = require("firebase-tools/lib/config");
  const { lifecycleHooks } = require("firebase-tools/lib/deploy/lifecycleHooks");
  const options = { cwd: process.cwd(), project: "my-app-1234", only: "hosting" };
  options.config = Config.load(options);
  options.projectRoot = options.config.projectDir;
  await lifecycleHooks("hosting", "predeploy")({}, options);
`;

function run(dir: string, args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
  });
  return { status, output: stdout + stderr };
}

function bundleText(dir: string): string {
  const assets = join(dir, "dist/assets");
  return readdirSync(assets)
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("\n");
}

describe("firebase deploy", () => {
  it("builds dist/ for production first, from the project's configuration", () => {
    const dir = projectCopy();
    const { status, output } = run(dir, ["--input-type=module", "-e", RUN_PREDEPLOY], REAL_PROJECT);
    expect(status, output).toBe(0);
    const bundle = bundleText(dir);
    expect(bundle).toContain(REAL_PROJECT.VITE_FIREBASE_API_KEY);
    expect(bundle).not.toContain("demo-email-auth");
  });

  it("stops before uploading anything, naming the missing variable", () => {
    const dir = projectCopy();
    const { status, output } = run(dir, ["--input-type=module", "-e", RUN_PREDEPLOY]);
    expect(status).not.toBe(0);
    expect(output).toContain("VITE_FIREBASE_API_KEY is missing");
    expect(output).toContain("hosting predeploy error");
  });

  it("stops when the reCAPTCHA switch is on, since firebase.json's CSP would block it", () => {
    const dir = projectCopy();
    const env = { ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: "on" };
    const { status, output } = run(dir, ["--input-type=module", "-e", RUN_PREDEPLOY], env);
    expect(status).not.toBe(0);
    expect(output).toContain("RECAPTCHA_ENTERPRISE is on");
    expect(output).toContain("npm run deploy");
  });
});

describe("npm run deploy", () => {
  it("deploys firebase.json to the configured project", () => {
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
    const env = { ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: "on" };
    const { status, output } = run(dir, ["scripts/deploy.mjs", "--dry-run"], env);
    expect(status, output).toBe(0);
    expect(output.trim()).toBe(
      "firebase deploy --only hosting --config firebase.recaptcha.json --project my-app-1234",
    );

    const strict = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")) as Config;
    const switched = JSON.parse(
      readFileSync(join(dir, "firebase.recaptcha.json"), "utf8"),
    ) as Config;
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
    expect(directives(cspOf(switched))).toEqual(expected);
    // Everything else is firebase.json's, and its predeploy says the CSP allows reCAPTCHA.
    expect({ ...switched.hosting, headers: [], predeploy: "" }).toEqual({
      ...strict.hosting,
      headers: [],
      predeploy: "",
    });
    expect(switched.hosting.predeploy).toBe(`${strict.hosting.predeploy} --recaptcha`);
  });
});

interface Config {
  hosting: { predeploy: string; headers: { headers: { key: string; value: string }[] }[] };
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
