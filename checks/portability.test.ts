// `npm install && npm test` must run on a learner's macOS, Windows or Linux machine, whatever its
// shell and architecture. These checks keep a change from undoing that: npm scripts in syntax
// every shell shares, CLIs started as `node <entry>` (scripts/machine.mjs, cliEntry), and system
// folders found by scripts/machine.mjs rather than written down. (.ci/ is bash for Linux CI.)
// Programs started are read from each file's syntax tree (TypeScript's parser), so a call over
// several lines, or a name held in a constant, is seen. And no test is skipped on one OS but by
// name, in scripts/skips.mjs. This file is checked too: its patterns do not match themselves.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const FOLDERS = ["scripts", "e2e", "bench", "checks"];
const SOURCE = /\.([cm]?[jt]s|[jt]sx|json)$/;
// The configs in the root (vite.config.ts, stryker.config.mjs …) run on the learner's machine too.
const ROOT_FILES = readdirSync(ROOT).filter(
  (name) => SOURCE.test(name) && name !== "package-lock.json",
);

interface Rule {
  why: string;
  pattern: RegExp;
}

/** What sh reads but cmd.exe (npm's shell on Windows) does not, or runs differently. */
const SCRIPT_RULES: Rule[] = [
  { why: "a `VAR=value` prefix (cmd.exe has none)", pattern: /(^|[\s"&;|(])[A-Z_][A-Z0-9_]*=\S/ },
  { why: "`timeout` (another program on Windows)", pattern: /(^|[\s"&;|(])timeout\s/ },
  { why: "`xvfb-run` (Linux only)", pattern: /xvfb-run/ },
  { why: "`rm` or `cp` (not in cmd.exe)", pattern: /(^|[\s"&;|(])(rm|cp)\s/ },
  { why: "`export` (not in cmd.exe)", pattern: /(^|[\s"&;|(])export\s/ },
  { why: "single quotes (cmd.exe passes them on)", pattern: /'/ },
  { why: "a backslash line continuation", pattern: /\\(\r?\n|$)/ },
  { why: "`$VAR` (cmd.exe reads %VAR%)", pattern: /\$\{?[A-Za-z_]/ },
];

/** The CLIs that packages install as .bin shims (.cmd files on Windows), and npm's own. */
const SHIMMED = [
  "npm",
  "npx",
  ...new Set(
    readdirSync(join(ROOT, "node_modules", ".bin")).map((name) => name.replace(/\.(cmd|ps1)$/, "")),
  ),
];

/** A .bin shim named as a path: start cliEntry's JS entry with node instead. */
const SHIM_PATH: Rule = {
  why: "a .bin shim (start cliEntry's JS entry with node)",
  pattern: /node_modules[\\/]\.bin/,
};

/** The functions that start a program named by their first argument (`run` is a script's own). */
const STARTERS = new Set(["spawn", "spawnSync", "execFile", "execFileSync", "run"]);

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  return /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/**
 * The strings an expression can be: a literal, either side of a `?:`, or a constant of the file
 * that holds one of those (followed from its name, wherever it is declared).
 */
function valuesOf(node: ts.Expression, constants: Map<string, ts.Expression>, seen = 0): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return valuesOf(node.expression, constants, seen);
  }
  if (ts.isConditionalExpression(node)) {
    return [node.whenTrue, node.whenFalse].flatMap((branch) => valuesOf(branch, constants, seen));
  }
  const constant = ts.isIdentifier(node) ? constants.get(node.text) : undefined;
  return constant && seen < 5 ? valuesOf(constant, constants, seen + 1) : [];
}

/**
 * Each call in `text` (a whole file, parsed) that starts npm, npx or a package's CLI by name, as
 * "where:line: why: the call": Node cannot start those .cmd files on Windows. The call may span
 * lines, and the name may sit in a constant.
 */
function shimOffences(where: string, text: string): string[] {
  const source = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true, scriptKind(where));
  const constants = new Map<string, ts.Expression>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const why = "a package's CLI or npm started by name (a .cmd file on Windows)";
  return calls.flatMap((call) => {
    const callee = call.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
    const [program] = call.arguments;
    if (!STARTERS.has(name) || program === undefined) return [];
    const shims = valuesOf(program, constants).filter((value) =>
      SHIMMED.includes(value.replace(/\.(cmd|ps1)$/, "")),
    );
    if (shims.length === 0) return [];
    const { line } = source.getLineAndCharacterOfPosition(call.getStart());
    return [`${where}:${line + 1}: ${why}: ${call.getText().replace(/\s+/g, " ")}`];
  });
}

/** Where Debian puts things on one architecture: scripts/machine.mjs finds them on any. */
const ARCH_RULES: Rule[] = [
  { why: "a multiarch folder", pattern: /\b(x86_64|aarch64)-linux-gnu\b/ },
  { why: "a fixed system folder (find it on PATH)", pattern: /\/usr\/(lib|bin)\// },
];

/** What Windows refuses or names differently: the Windows runner is where these would show. */
const WINDOWS_RULES: Rule[] = [
  {
    why: "a symbolic link, which Windows makes only in Developer Mode (link a folder as a junction)",
    pattern: /\bsymlinkSync\((?![^\n]*"junction")/,
  },
  {
    why: "the temporary folder by the 8.3 short name Windows may give it (Vite refuses it): take realpathSync.native of it",
    pattern: /(?<!realpathSync\.native\()\btmpdir\(\)/,
  },
  {
    why: "a child environment of PATH alone, which cannot start Node on Windows (use checks/cleanEnv.ts)",
    pattern: /\benv: \{ PATH: /,
  },
];

/** Every source file under FOLDERS and in the root, relative to the project, "/" on any host. */
function sourceFiles(folders = FOLDERS): string[] {
  const inFolders = folders
    .filter((folder) => existsSync(join(ROOT, folder)))
    .flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
        .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).replaceAll("\\", "/")),
    );
  return [...ROOT_FILES, ...inFolders];
}

/** Each line of `text` that breaks a rule, as "where:line: why: the line". */
function offences(where: string, text: string, rules: Rule[]): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) =>
      rules
        .filter(({ pattern }) => pattern.test(line))
        .map(({ why }) => `${where}:${index + 1}: ${why}: ${line.trim()}`),
    );
}

/** What marks a test as not to run, in Vitest and Playwright alike. */
const SKIPPING = new Set(["skip", "skipIf", "runIf", "fixme", "todo", "only"]);
const TEST_APIS = new Set(["test", "it", "describe", "suite", "bench", "testInfo"]);

/**
 * Each call in `text` that skips a test (`test.skip(...)`, `it.skipIf(...)`,
 * `test.describe.fixme(...)`, `test.info().skip()`...), as "where:line: the call". A test that
 * cannot run on one OS is named in scripts/skips.mjs instead, whose runners say so.
 */
function skipOffences(where: string, text: string): string[] {
  const source = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true, scriptKind(where));
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SKIPPING.has(node.expression.name.text)
    ) {
      let root: ts.Expression = node.expression;
      while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root))
        root = root.expression;
      if (ts.isIdentifier(root) && TEST_APIS.has(root.text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${where}:${line + 1}: ${node.expression.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function fileOffences(files: string[], rules: Rule[]): string[] {
  return files.flatMap((file) => offences(file, readFileSync(join(ROOT, file), "utf8"), rules));
}

const files = sourceFiles();

describe("portability", () => {
  it("walks the folders it guards", () => {
    // An empty walk would pass every check below.
    expect(files).toContain("scripts/machine.mjs");
    expect(files).toContain("checks/portability.test.ts");
    expect(files).toContain("vite.config.ts");
    expect(SHIMMED).toEqual(expect.arrayContaining(["vite", "firebase", "playwright"]));
  });

  it("package.json's scripts use only what sh and cmd.exe share", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const found = Object.entries(scripts).flatMap(([name, script]) =>
      offences(`package.json scripts.${name}`, script, SCRIPT_RULES),
    );
    expect(found, "npm runs scripts in cmd.exe on Windows").toEqual([]);
  });

  it("starts no .bin shim and no npm or npx as a program", () => {
    const code = files.filter((file) => !file.endsWith(".json"));
    const found = [
      ...fileOffences(files, [SHIM_PATH]),
      ...code.flatMap((file) => shimOffences(file, readFileSync(join(ROOT, file), "utf8"))),
    ];
    expect(found, "start `node <cliEntry(...)>` instead").toEqual([]);
  });

  it("sees a program started by name across lines, from a constant, or either side of a `?:`", () => {
    const offences = (code: string) =>
      shimOffences("x.mjs", code).map((found) => found.split(":")[1]);
    expect(offences('spawnSync(\n  "npx",\n  ["vite"],\n);')).toEqual(["1"]);
    expect(offences('const NPX = "npx";\nconst tool = NPX;\nchild.spawn(tool, []);')).toEqual([
      "3",
    ]);
    expect(offences('run(windows ? "npm.cmd" : process.execPath, []);')).toEqual(["1"]);
    expect(offences("const TOOL = `playwright`;\nexecFile(TOOL);")).toEqual(["2"]);
    // Node itself, a JS entry, and programs that are no package's CLI are fine.
    expect(offences("spawn(process.execPath, [cliEntry('vite')]);")).toEqual([]);
    expect(offences('const apt = "apt-get";\nrun(apt, ["update"]);')).toEqual([]);
    expect(offences('spawnSync("taskkill", ["/pid", "1"]);')).toEqual([]);
  });

  it("skips no test but through scripts/skips.mjs, which prints why", () => {
    const code = sourceFiles([...FOLDERS, "src"]).filter((file) => !file.endsWith(".json"));
    expect(code).toContain("src/app/App.test.tsx");
    const found = code.flatMap((file) =>
      skipOffences(file, readFileSync(join(ROOT, file), "utf8")),
    );
    expect(found, "name the test in scripts/skips.mjs, with why").toEqual([]);
  });

  it("sees a skip in Vitest's and Playwright's ways", () => {
    const offences = (code: string) =>
      skipOffences("x.spec.ts", code).map((found) => found.replace(/^x\.spec\.ts:\d+: /, ""));
    expect(offences('test.skip(process.platform === "win32", "no groups");')).toEqual([
      "test.skip",
    ]);
    expect(offences('it.skipIf(windows)("kills", () => {});')).toEqual(["it.skipIf"]);
    expect(offences('test.describe.fixme("x", () => {});')).toEqual(["test.describe.fixme"]);
    expect(offences("test.info().skip();\ntestInfo.skip(true);")).toEqual([
      "test.info().skip",
      "testInfo.skip",
    ]);
    expect(offences('describe.only("x", () => {});\nit.todo("y");')).toEqual([
      "describe.only",
      "it.todo",
    ]);
    expect(offences('test("x", () => {});\nconst rows = list.skip(1);')).toEqual([]);
  });

  it("checks out with LF line ends on every machine, as Prettier's check wants", () => {
    // Git for Windows, and GitHub's Windows runners, convert to CRLF unless told otherwise.
    const attributes = readFileSync(join(ROOT, ".gitattributes"), "utf8");
    expect(attributes).toMatch(/^\* text=auto eol=lf$/m);
  });

  it("links no folder, names no temporary folder and starts no child in a way Windows refuses", () => {
    expect(fileOffences(files, WINDOWS_RULES)).toEqual([]);
  });

  it("names no architecture's or distribution's system folder", () => {
    // machine.test.ts holds fake Debian machines: those paths are its fixtures.
    const checked = files.filter((file) => file !== "checks/machine.test.ts");
    expect(fileOffences(checked, ARCH_RULES), "find them as scripts/machine.mjs does").toEqual([]);
  });
});
