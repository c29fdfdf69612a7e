// Builds the app as `npm run build` does and checks what would ship to Firebase Hosting.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import ts from "typescript";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { firstLoad, floorFirstLoad, gzipSizes, readManifest } from "../bench/firstLoad.mjs";
import {
  AUTH_EMULATOR_URL,
  EMULATOR_API_KEY,
  EMULATOR_PROJECT_ID,
} from "../src/config/readAppConfig.ts";
import REAL_PROJECT from "../src/testing/shared/realProject.json" with { type: "json" };

/**
 * How much more gzipped JavaScript the first load of `/` may transfer than the floor's, the least
 * app on the same libraries (bench/floor/): what the app's own code may weigh.
 */
const ABOVE_FLOOR_BUDGET = 6 * 1024;

/**
 * What a new password's screening may load, gzipped: zxcvbn and the list of common passwords of
 * the policy's minimum length, whatever the minimum, Firebase's 6 included.
 */
const SCREENING_BUDGET = 60 * 1024;

/** The screening's lazy chunks in a build's manifest: zxcvbn's, and each minimum's list. */
const SCREENING_CHUNK = /^src\/passwords\/(commonOrContext\.ts|commonPasswords\/\d+\.txt\?raw)$/;

function listKey(minimum: number): string {
  return `src/passwords/commonPasswords/${minimum}.txt?raw`;
}

/**
 * A production build into a temporary folder, reading no .env file of the developer's. Unminified,
 * it keeps the SDK's names: the same code, tree-shaken the same way, that a reader can search.
 */
async function buildProduction(
  env: Record<string, string>,
  { mode = "production", minify = true } = {},
): Promise<string> {
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
      // The stylesheet stays minified either way: firebase.json allows it by its hash.
      build: { outDir, emptyOutDir: true, manifest: true, minify, cssMinify: true },
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
 * What only the emulator's inbox has in code: its route, which its page and the hint that points
 * to it from the screens that send mail share, and the Auth emulator's lists of mailed links and
 * texts that it reads. (Its words are messages, in the catalogs with every other screen's.)
 */
const INBOX_TRACES = ["/inbox", "/oobCodes", "/verificationCodes"];

/** The ids of a catalog's messages, as the code names them (Lingui's own .po reader). */
async function messageIds(catalog: string): Promise<Set<string>> {
  const file = `src/locales/${catalog}.po`;
  const context = { locale: "en", sourceLocale: "en", filename: file };
  return new Set(Object.keys(await formatter().parse(readFileSync(file, "utf8"), context)));
}

/** The SDK's call, named as Rollup names it (a `$1` is added where two names would clash). */
const INITIALIZE_RECAPTCHA_CONFIG = /^initializeRecaptchaConfig(\$\d+)?$/;

/** What stands between a statement and its function when it may not run: a branch or a loop. */
function isBranch(node: ts.Node): boolean {
  return (
    ts.isIfStatement(node) ||
    ts.isConditionalExpression(node) ||
    ts.isSwitchStatement(node) ||
    ts.isIterationStatement(node, false) ||
    (ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(node.operatorToken.kind))
  );
}

/** The function that runs `node` whenever it runs, or the module itself (undefined). */
function runner(node: ts.Node): { fn: ts.FunctionLikeDeclaration | undefined; always: boolean } {
  let always = true;
  for (let parent = node.parent; !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isFunctionLike(parent)) return { fn: parent as ts.FunctionLikeDeclaration, always };
    if (isBranch(parent)) always = false;
  }
  return { fn: undefined, always };
}

interface RecaptchaCall {
  chunk: string;
  /** The function the call is in. */
  in: string;
  /** Whether that function makes it on every run, with no branch in between. */
  always: boolean;
}

/** The app's calls of the SDK's initializeRecaptchaConfig in an unminified build. */
function recaptchaConfigCalls(dir: string): RecaptchaCall[] {
  return filesIn(dir)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const source = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.JS,
      );
      const calls: RecaptchaCall[] = [];
      const chunk = file.slice(dir.length + 1).replaceAll("\\", "/");
      const visit = (node: ts.Node) => {
        const callee = ts.isCallExpression(node) ? node.expression : undefined;
        if (callee && ts.isIdentifier(callee) && INITIALIZE_RECAPTCHA_CONFIG.test(callee.text)) {
          const { fn, always } = runner(node);
          const name = fn?.name && ts.isIdentifier(fn.name) ? fn.name.text : "(anonymous)";
          // The SDK's own code calls _initializeRecaptchaConfig, another name: this is the app's.
          calls.push({ chunk, in: name, always });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return calls;
    });
}

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

  it("inlines the stylesheet, allowed by its hash in the CSP", () => {
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    const css = /<style>(.*)<\/style>/s.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(css).digest("base64");
    expect(css).toContain(".card{");
    expect(html).not.toContain('rel="stylesheet"');
    expect(readFileSync("firebase.json", "utf8")).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it("keeps the JavaScript of the first load within 6 KiB of the floor's", async () => {
    const floor = await floorFirstLoad();
    const { sizes, total } = gzipSizes(outDir, firstLoad(outDir));
    const budget = floor + ABOVE_FLOOR_BUDGET;
    console.log(
      `First load: ${total} B gzipped, the floor ${floor} B: ${total - floor} B above it, ` +
        `of ${ABOVE_FLOOR_BUDGET} B allowed.`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(
      total,
      `first-load JS is ${total} B gzipped, over the budget of ${budget} B (the floor's ${floor} B ` +
        `and ${ABOVE_FLOOR_BUDGET} B):\n` +
        sizes.map(({ file, raw, gzip }) => `  ${file}: ${gzip} B gzipped, ${raw} B raw`).join("\n"),
    ).toBeLessThanOrEqual(budget);
  });

  it("leaves the SDK out of the first load, for a chunk of its own loaded later", () => {
    const text = firstLoad(outDir)
      .map((path) => readFileSync(join(outDir, path), "utf8"))
      .join("\n");
    // Only the SDK's code names the service's host, or reports its errors as FirebaseError.
    expect(text.includes("identitytoolkit.googleapis.com"), "the service's host").toBe(false);
    expect(text.includes("FirebaseError"), "FirebaseError").toBe(false);
    expect(/firebaseIdentity-[\w-]+\.js/.test(text), "an import of the SDK's chunk").toBe(true);
  });

  // The service's endpoints that only the SDK's second-factor calls use.
  const SECOND_FACTOR_TRACES = ["mfaSignIn:start", "mfaEnrollment:start", "mfaEnrollment:withdraw"];

  // The SDK's browser build is one file, so its own second-factor functions go with the rest of it,
  // into the SDK's chunk (4 KB of 22 gzipped): splitting a file is beyond the bundler.
  it("keeps the app's second-factor code in a chunk of its own, loaded when a call needs it", () => {
    const manifest = readManifest(outDir);
    const chunk = (source: string) => manifest[`src/firebase/${source}.ts`];
    const secondFactor = chunk("secondFactorSdk");
    const sdk = chunk("firebaseIdentity");
    expect(secondFactor?.file).toMatch(/^assets\/secondFactorSdk-[\w-]+\.js$/);
    expect(sdk?.dynamicImports).toContain("src/firebase/secondFactorSdk.ts");
    expect(sdk?.imports).not.toContain("src/firebase/secondFactorSdk.ts");

    const load = firstLoad(outDir);
    expect(load).not.toContain(secondFactor?.file);
    const text = load.map((file) => readFileSync(join(outDir, file), "utf8")).join("\n");
    for (const trace of SECOND_FACTOR_TRACES) {
      expect(text.includes(trace), `the first load contains "${trace}"`).toBe(false);
    }
  });

  it("keeps the password screening's zxcvbn and each minimum's list of common passwords in chunks of their own, loaded when a new password is chosen", () => {
    const manifest = readManifest(outDir);
    const screening = Object.keys(manifest).filter((key) => SCREENING_CHUNK.test(key));
    expect(screening).toContain("src/passwords/commonOrContext.ts");
    expect(screening).toContain(listKey(8));
    const load = firstLoad(outDir);
    for (const key of screening) {
      for (const [importer, chunk] of Object.entries(manifest)) {
        expect(chunk.imports ?? [], importer).not.toContain(key);
      }
      expect(load).not.toContain(manifest[key]?.file);
    }
    for (const minimum of [6, 8, 16]) {
      const list = readFileSync(`src/passwords/commonPasswords/${minimum}.txt`, "utf8");
      const chunk = readFileSync(join(outDir, manifest[listKey(minimum)]?.file ?? "?"), "utf8");
      expect(chunk.includes(list), `the list of ${minimum} or more`).toBe(true);
    }
    // As @zxcvbn-ts/language-common packs its lists, which the app no longer imports: the common
    // passwords, most common first, and the diceware words that nothing read.
    const PACKAGE_LISTS = ["A123456ApasswordA12345678", "AabacusCdomenFinalCide"];
    const text = bundleText(outDir);
    for (const list of PACKAGE_LISTS) expect(text.includes(list), list).toBe(false);
  });

  it(`keeps the screening's chunks within ${SCREENING_BUDGET / 1024} KiB gzipped for every minimum a policy may set`, () => {
    const manifest = readManifest(outDir);
    const gzipOf = (key: string) => gzipSizes(outDir, [manifest[key]?.file ?? "?"]).total;
    const zxcvbn = gzipOf("src/passwords/commonOrContext.ts");
    const sizes = Object.keys(manifest)
      .filter((key) => key.startsWith("src/passwords/commonPasswords/"))
      .map((key) => ({ minimum: Number(/(\d+)\.txt/.exec(key)?.[1]), list: gzipOf(key) }))
      .sort((a, b) => a.minimum - b.minimum);
    console.log(
      `The screening's chunks, gzipped: zxcvbn ${zxcvbn} B, with the list of a minimum of ` +
        sizes.map(({ minimum, list }) => `${minimum}: ${zxcvbn + list} B`).join(", "),
    );
    expect(sizes.map(({ minimum }) => minimum).slice(0, 11)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    for (const { minimum, list } of sizes) {
      expect(zxcvbn + list, `a minimum of ${minimum}`).toBeLessThanOrEqual(SCREENING_BUDGET);
    }
  });

  it("has English's first screens' messages in the first load, and every other catalog in a chunk of its own", () => {
    const manifest = readManifest(outDir);
    const load = firstLoad(outDir);
    const chunks = [
      ...["fr", "de", "es", "ar", "ja"].map((code) => [code, `src/locales/${code}.po`] as const),
      ...["en", "fr", "de", "es", "ar", "ja"].map(
        (code) => [code, `src/locales/later/${code}.po`] as const,
      ),
    ];
    for (const [code, catalog] of chunks) {
      const chunk = manifest[catalog];
      expect(chunk?.file, catalog).toMatch(new RegExp(`^assets/${code}-[\\w-]+\\.js$`));
      expect(load, catalog).not.toContain(chunk?.file);
    }
    // English's first catalog is in the entry; no pseudo-language in a build for a real project.
    for (const catalog of ["en", "pseudo", "later/pseudo"]) {
      expect(manifest[`src/locales/${catalog}.po`], catalog).toBeUndefined();
    }
    const text = load.map((file) => readFileSync(join(outDir, file), "utf8")).join("\n");
    for (const spec of ["Logging in...", "Creating account...", "404 Page Not Found"]) {
      expect(text, spec).toContain(spec);
    }
  });

  // The later screens are listed by path in lingui.config.ts: a message that the first load's code
  // shows, extracted into the later screens' catalog alone, would show as its id.
  it("has no message in the first load's code that only the later screens' catalog holds", async () => {
    const first = await messageIds("en");
    const laterOnly = [...(await messageIds("later/en"))].filter((id) => !first.has(id));
    const text = firstLoad(outDir)
      .map((file) => readFileSync(join(outDir, file), "utf8"))
      .join("\n");
    expect(laterOnly.length).toBeGreaterThan(100);
    expect(laterOnly.filter((id) => text.includes(id))).toEqual([]);
  });
});

describe("emulator build", () => {
  // What the production build must leave out is there: the traces above are the inbox's own.
  it("has the emulator inbox", async () => {
    const text = bundleText(await buildProduction({}, { mode: "emulator" }));
    for (const trace of INBOX_TRACES) expect(text).toContain(trace);
  });
});

// The switch is tested by what the bundle does, not by what it says: the call of the SDK's
// initializeRecaptchaConfig, absent with the switch off, and with it on made on every path of the
// function that sets up the SDK, in the SDK's chunk (which src/main.tsx loads on every page).
// e2e/production/recaptcha.spec.ts sees the config fetched at start-up in a browser.
describe("the reCAPTCHA switch, read from the bundle's code", () => {
  it("off: no call of initializeRecaptchaConfig in any chunk", async () => {
    const outDir = await buildProduction(REAL_PROJECT, { minify: false });
    expect(bundleText(outDir)).toContain("function createFirebaseIdentity(");
    expect(recaptchaConfigCalls(outDir)).toEqual([]);
  });

  it("on: one call, made whenever createFirebaseIdentity sets up the SDK", async () => {
    const env = { ...REAL_PROJECT, RECAPTCHA_ENTERPRISE: "on" };
    const outDir = await buildProduction(env, { minify: false });
    expect(recaptchaConfigCalls(outDir)).toEqual([
      {
        chunk: expect.stringMatching(/^assets\/firebaseIdentity-[\w-]+\.js$/) as string,
        in: "createFirebaseIdentity",
        always: true,
      },
    ]);
  });
});
