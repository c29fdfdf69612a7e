// Builds the app as `npm run build` does and checks what would ship to Firebase Hosting.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AUTH_EMULATOR_URL,
  EMULATOR_API_KEY,
  EMULATOR_PROJECT_ID,
} from "../src/config/readAppConfig.ts";
import REAL_PROJECT from "../src/testing/realProject.json" with { type: "json" };

/** The first load of `/` may transfer at most this much gzipped JavaScript (issue: performance). */
const FIRST_LOAD_JS_BUDGET = 110 * 1024;

/** A production build into a temporary folder, reading no .env file of the developer's. */
async function buildProduction(env: Record<string, string>, mode = "production"): Promise<string> {
  const names = [...Object.keys(env), "NODE_ENV"];
  const saved = names.map((name) => [name, process.env[name]] as const);
  // Vitest sets NODE_ENV=test, which would give React's development build.
  Object.assign(process.env, env, { NODE_ENV: "production" });
  const outDir = mkdtempSync(join(realpathSync.native(tmpdir()), "build-"));
  try {
    await build({
      mode,
      envDir: mkdtempSync(join(realpathSync.native(tmpdir()), "env-")),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
  return outDir;
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => join(dir, name));
}

/** Everything a browser would be sent: the HTML, scripts and styles of a build. */
function bundleText(dir: string): string {
  return filesIn(dir)
    .filter((file) => /\.(js|html|css)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/**
 * What only the emulator's inbox says: its page's title, the hint that points to it from the
 * screens that send mail, and the Auth emulator's list of mailed links that it reads.
 */
const INBOX_TRACES = ["Emulator inbox", "emulator's inbox", "/oobCodes"];

/** Only the reCAPTCHA branch of src/firebase/firebaseIdentity.ts says this. */
const RECAPTCHA_BRANCH = "The project's reCAPTCHA config could not be loaded.";

describe("production build", () => {
  it("fails and names each missing variable", async () => {
    await expect(buildProduction({})).rejects.toThrow(
      /VITE_FIREBASE_API_KEY is missing[\s\S]*VITE_FIREBASE_AUTH_DOMAIN is missing[\s\S]*VITE_FIREBASE_PROJECT_ID is missing[\s\S]*VITE_FIREBASE_APP_ID is missing/,
    );
  });

  it("fails and names a malformed variable", async () => {
    await expect(
      buildProduction({ ...REAL_PROJECT, VITE_FIREBASE_PROJECT_ID: "demo-email-auth" }),
    ).rejects.toThrow('VITE_FIREBASE_PROJECT_ID is malformed: "demo-email-auth"');
  });
});

describe("production build of a real project", () => {
  // One build serves every check below.
  let outDir = "";
  beforeAll(async () => {
    outDir = await buildProduction(REAL_PROJECT);
  });

  it("ships the real project's config and no emulator code, address or demo project", () => {
    const text = bundleText(outDir);
    expect(text).toContain(REAL_PROJECT.VITE_FIREBASE_PROJECT_ID);
    const emulatorTraces = [
      // The SDK's emulator banner, which comes with connectAuthEmulator().
      "Running in emulator mode",
      AUTH_EMULATOR_URL,
      "127.0.0.1",
      ":9099",
      EMULATOR_PROJECT_ID,
      EMULATOR_API_KEY,
    ];
    for (const emulatorTrace of emulatorTraces) {
      expect(text.includes(emulatorTrace), `the bundle contains "${emulatorTrace}"`).toBe(false);
    }
  });

  it("has no emulator inbox: not its page, nor the hint, nor the read of the emulator's mail", () => {
    const text = bundleText(outDir);
    for (const trace of INBOX_TRACES) {
      expect(text.includes(trace), `the bundle contains "${trace}"`).toBe(false);
    }
  });

  it("has nothing of the reCAPTCHA start-up with the switch off", () => {
    expect(bundleText(outDir)).not.toContain(RECAPTCHA_BRANCH);
  });

  it("inlines the stylesheet, allowed by its hash in the CSP", () => {
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    const css = /<style>(.*)<\/style>/s.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(css).digest("base64");
    expect(css).toContain(".card{");
    expect(html).not.toContain('rel="stylesheet"');
    expect(readFileSync("firebase.json", "utf8")).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it("keeps the JavaScript of the first load within budget", () => {
    // The first load is the entry chunk and every chunk it imports statically; chunks imported
    // dynamically (the database client) come later.
    const manifest = JSON.parse(
      readFileSync(join(outDir, ".vite/manifest.json"), "utf8"),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const firstLoad = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
    for (const key of firstLoad)
      for (const imported of manifest[key]?.imports ?? []) firstLoad.add(imported);
    const sizes = [...firstLoad].map((key) => {
      const path = manifest[key]?.file ?? "";
      const bytes = readFileSync(join(outDir, path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(sizes.length).toBeGreaterThan(0);
    expect(
      total,
      `first-load JS is ${total} B gzipped, over the ${FIRST_LOAD_JS_BUDGET} B budget:\n` +
        sizes.map(({ path, raw, gzip }) => `  ${path}: ${gzip} B gzipped, ${raw} B raw`).join("\n"),
    ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });
});

describe("emulator build", () => {
  // What the production build must leave out is there: the traces above are the inbox's own.
  it("has the emulator inbox", async () => {
    const text = bundleText(await buildProduction({}, "emulator"));
    for (const trace of INBOX_TRACES) expect(text).toContain(trace);
  });
});

describe("production build with the reCAPTCHA switch on", () => {
  it("fetches the project's reCAPTCHA config at start-up", async () => {
    const outDir = await buildProduction({ ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: "on" });
    expect(bundleText(outDir)).toContain(RECAPTCHA_BRANCH);
  });
});
