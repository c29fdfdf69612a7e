// `npm install && npm test` must run on a learner's macOS, Windows or Linux machine, whatever its
// shell and architecture. These checks keep a change from undoing that: npm scripts in syntax
// every shell shares, CLIs started as `node <entry>` (scripts/machine.mjs, cliEntry), and system
// folders found by scripts/machine.mjs rather than written down. (.ci/ is bash for Linux CI.)
// This file is checked too: its patterns are written so they do not match themselves.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const FOLDERS = ["scripts", "e2e", "bench", "tests"];
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
const escaped = SHIMMED.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/** Programs that Node cannot start itself on Windows, where they are .cmd files. */
const SHIM_RULES: Rule[] = [
  { why: "a .bin shim (start cliEntry's JS entry with node)", pattern: /node_modules[\\/]\.bin/ },
  {
    why: "a package's CLI or npm started by name (a .cmd file on Windows)",
    pattern: new RegExp(
      `\\b(spawn|spawnSync|execFile|execFileSync|run)\\(\\s*["'\`](${escaped})["'\`]`,
    ),
  },
];

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
    why: "a child environment of PATH alone, which cannot start Node on Windows (use tests/cleanEnv.ts)",
    pattern: /\benv: \{ PATH: /,
  },
];

/** Every source file under FOLDERS and in the root, relative to the project, "/" on any host. */
function sourceFiles(): string[] {
  const inFolders = FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) =>
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

function fileOffences(files: string[], rules: Rule[]): string[] {
  return files.flatMap((file) => offences(file, readFileSync(join(ROOT, file), "utf8"), rules));
}

const files = sourceFiles();

describe("portability", () => {
  it("walks the folders it guards", () => {
    // An empty walk would pass every check below.
    expect(files).toContain("scripts/machine.mjs");
    expect(files).toContain("tests/portability.test.ts");
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
    expect(fileOffences(files, SHIM_RULES), "start `node <cliEntry(...)>` instead").toEqual([]);
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
    const checked = files.filter((file) => file !== "tests/machine.test.ts");
    expect(fileOffences(checked, ARCH_RULES), "find them as scripts/machine.mjs does").toEqual([]);
  });
});
