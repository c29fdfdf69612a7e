// The README and docs/ link to each other: every relative link must reach a file, and every
// #anchor a heading of that file, and every project file they name in code (inline or fenced, in
// a folder or the root, with the line it points to) must exist, so that moving a section or a
// file cannot leave a dead reference behind.
// And the docs stay short enough to read (words counted as `wc -w` does), with no sentence past
// three lines and no prose line past 100 columns. And what they say that the code also says (the
// files of a folder they map, the ports, npm test's order, the languages) is checked against it.
// And no tracked file refers to one outside the repository, which a clone would not have.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, isAbsolute, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import linguiConfig from "../lingui.config.ts";
import * as ports from "../scripts/ports.mjs";
import { LANGUAGES } from "../src/i18n/languages.ts";

const ROOT = resolve(import.meta.dirname, "..");
const DOCS = [
  "README.md",
  ...readdirSync(resolve(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The limits, in words: whitespace-separated, code blocks and tables included, as `wc -w` counts. */
const README_MAX_WORDS = 1100;
const GUIDE_MAX_WORDS = 6000;
/** The README and docs/ together: about an hour and a half of reading. */
const DOCS_MAX_WORDS = 20_000;
/** A prose line's limit, in characters: one that holds a single word (a link) may pass it. */
const MAX_LINE = 100;

/** How many words a text holds. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A markdown file's text, from the root. */
function read(path: string): string {
  return readFileSync(resolve(ROOT, path), "utf8");
}

/** Markdown without its fenced code blocks, where a `[x](y)` or a `#` line is not markdown. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

/** GitHub's heading anchor: lower case, punctuation but hyphens and spaces gone, spaces → hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a markdown file's headings, with GitHub's -1, -2 … for repeated ones. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of withoutCodeBlocks(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const text = match[1] ?? "";
    // Inline code and links count by their text only.
    const base = slug(text.replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

interface Link {
  source: string;
  target: string;
}

/** The relative links of a markdown file: `[text](target)` and `![alt](target)`, no URLs. */
function relativeLinks(source: string, markdown: string): Link[] {
  const withoutInlineCode = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
  return [...withoutInlineCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^(https?:|mailto:)/.test(target))
    .map((target) => ({ source, target }));
}

/** Why a link is broken, or undefined if it resolves. */
function brokenReason({ source, target }: Link): string | undefined {
  const [path, anchor] = target.split("#", 2);
  const file = path ? resolve(ROOT, dirname(source), path) : resolve(ROOT, source);
  if (!existsSync(file)) return `${source}: ${target}: no such file`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith(".md")) {
    return `${source}: ${target}: an anchor in a file that is not markdown`;
  }
  if (!anchors(readFileSync(file, "utf8")).has(anchor)) {
    return `${source}: ${target}: no heading with that anchor`;
  }
  return undefined;
}

/** A sentence ends at . ! or ? before a space or the line's end, "e.g." and "i.e." aside. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e))[.!?](?=\s|$)/g;

/**
 * The prose sentences of a markdown file that span more than `maxLines` lines, as "file:line".
 * Code blocks, tables and headings are not prose; a list item starts a new sentence.
 */
function longSentences(source: string, markdown: string, maxLines: number): string[] {
  const found: string[] = [];
  let start: number | undefined;
  let inCode = false;
  const end = (line: number) => {
    if (start !== undefined && line - start + 1 > maxLines) found.push(`${source}:${start}`);
    start = undefined;
  };
  const lines = markdown.split("\n");
  lines.forEach((text, index) => {
    const line = index + 1;
    const fence = text.startsWith("```");
    if (fence) inCode = !inCode;
    if (fence || inCode || /^\s*([|#]|$)/.test(text)) {
      end(line - 1);
      return;
    }
    if (/^\s*([-*]|\d+\.) /.test(text)) end(line - 1);
    start ??= line;
    const ends = [...text.matchAll(SENTENCE_END)];
    if (ends.length === 0) return;
    end(line);
    // Text after the line's last full stop begins the next sentence here.
    const last = ends[ends.length - 1];
    if (last !== undefined && text.slice(last.index + 1).trim() !== "") start = line;
  });
  end(lines.length);
  return found;
}

/** The project's folders whose files the docs name in code; generated ones are not among them. */
const TRACKED_FOLDERS = new Set([
  ".github",
  "bench",
  "checks",
  "docs",
  "e2e",
  "functions",
  "public",
  "scripts",
  "src",
]);

/** The kinds of file this project holds: `identity.signUp` or `Node.js` in code name no file. */
const FILE_EXTENSIONS = "md|json|ya?ml|html|css|png|svg|[cm]?[jt]sx?|d\\.m?ts";

/**
 * A file named in code: a path (`e2e/app/signIn.spec.ts`) or a bare name (`firebase.json`),
 * perhaps with a line or a line and column after it (`checks/docs.test.ts:12`). Globs are no names.
 */
const FILE_NAME = new RegExp(
  `(?<![\\w./*-])((?:[\\w.-]+/)*[\\w-][\\w.-]*\\.(?:${FILE_EXTENSIONS}))(?::(\\d+)(?::\\d+)?)?(?![\\w/*-])`,
  "g",
);

/** Whether a .gitignore line (`reports/`, `*.log`, `.env.*`) covers a path: runs write those. */
function ignoredBy(pattern: string, path: string): boolean {
  if (pattern === "" || pattern.startsWith("#") || pattern.startsWith("!")) return false;
  const glob = pattern.replace(/^\//, "");
  const body = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  // "dir/" covers what is under it; a name without "/" matches in any folder, as git does.
  const folder = glob.endsWith("/") ? "(?:.*)" : "(?:/.*)?";
  const anywhere = glob.replace(/\/$/, "").includes("/") ? "^" : "(?:^|/)";
  return new RegExp(`${anywhere}${body.replace(/\/$/, "")}${folder}$`).test(path);
}

const GITIGNORE = readFileSync(resolve(ROOT, ".gitignore"), "utf8").split(/\r?\n/);
const NEGATED = GITIGNORE.filter((line) => line.startsWith("!")).map((line) => line.slice(1));
/** Files that runs write (bench/results.json, functions/lib/): .gitignore names them. */
function generated(path: string): boolean {
  if (NEGATED.includes(path)) return false;
  return GITIGNORE.some((pattern) => ignoredBy(pattern, path));
}

/** Every file of the tracked folders and the root, relative to the root, "/" on any host. */
const PROJECT_FILES = [
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name),
  ...[...TRACKED_FOLDERS].flatMap((folder) =>
    readdirSync(resolve(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, resolve(entry.parentPath, entry.name)).replaceAll("\\", "/")),
  ),
];
const BASE_NAMES = new Set(PROJECT_FILES.map((path) => path.split("/").at(-1)));

/** The code of a markdown file: its fenced blocks and its inline `code` spans. */
function codeOf(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  const spans = [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return [...blocks, ...spans].map((code) => code ?? "");
}

interface NamedFile {
  path: string;
  line?: number;
}

/** The files a markdown file names in code: paths under a tracked folder, and bare file names. */
function namedFiles(markdown: string): NamedFile[] {
  return codeOf(markdown)
    .flatMap((code) => [...code.matchAll(FILE_NAME)])
    .map(([, path = "", line]) => ({ path, ...(line === undefined ? {} : { line: Number(line) }) }))
    .filter(({ path }) => !path.includes("/") || TRACKED_FOLDERS.has(path.split("/")[0] ?? ""))
    .filter(({ path }) => !generated(path));
}

/** Why a named file is not there, or undefined. A bare name may be in the root or any folder. */
function missingReason({ path, line }: NamedFile): string | undefined {
  const bare = !path.includes("/");
  const found = bare ? BASE_NAMES.has(path) : existsSync(resolve(ROOT, path));
  if (!found) return bare ? "no file of that name" : "no such file";
  if (line === undefined) return undefined;
  const file = bare ? PROJECT_FILES.find((name) => name.split("/").at(-1) === path) : path;
  const lines = readFileSync(resolve(ROOT, file ?? path), "utf8").split("\n").length;
  return line >= 1 && line <= lines ? undefined : `it has no line ${line}`;
}

const links = DOCS.flatMap((source) =>
  relativeLinks(source, readFileSync(resolve(ROOT, source), "utf8")),
);

describe("the README and docs/", () => {
  it("have links between them", () => {
    // A parser that found no links would pass the next test with nothing checked.
    expect(links.filter((link) => link.target.includes("#")).length).toBeGreaterThan(10);
    expect(DOCS).toEqual(expect.arrayContaining(["README.md", "docs/GUIDE.md"]));
  });

  it("link only to files and headings that exist", () => {
    expect(links.map(brokenReason).filter((reason) => reason !== undefined)).toEqual([]);
  });

  it("name only files that exist, in code blocks and inline code, with the lines they point to", () => {
    const named = DOCS.flatMap((source) =>
      namedFiles(readFileSync(resolve(ROOT, source), "utf8")).map((file) => ({ source, file })),
    );
    expect(named.length).toBeGreaterThan(20);
    const missing = named.flatMap(({ source, file }) => {
      const reason = missingReason(file);
      return reason === undefined ? [] : [`${source}: ${file.path}: ${reason}`];
    });
    expect(missing).toEqual([]);
  });

  it("see a file named in a code block, with a line number, or in the root", () => {
    const markdown = [
      "Run `node scripts/gone.mjs`, read `e2e/app/signIn.spec.ts:2` and `vite.conf.ts`.",
      "```sh",
      "npx playwright test -c e2e/app e2e/app/missing.spec.ts",
      "```",
      "Not files: `identity.signUp`, `src/**/*.test.tsx`, `.spec.ts`, Node.js, `bench/results.json`.",
    ].join("\n");
    expect(namedFiles(markdown)).toEqual([
      { path: "e2e/app/missing.spec.ts" },
      { path: "scripts/gone.mjs" },
      { path: "e2e/app/signIn.spec.ts", line: 2 },
      { path: "vite.conf.ts" },
    ]);
    expect(namedFiles(markdown).map(missingReason)).toEqual([
      "no such file",
      "no such file",
      undefined,
      "no file of that name",
    ]);
    expect(missingReason({ path: "README.md" })).toBeUndefined();
    expect(missingReason({ path: "package.json", line: 100_000 })).toBe("it has no line 100000");
  });

  it("take what .gitignore names for files that runs write", () => {
    expect(generated("bench/results.json")).toBe(true);
    expect(generated("functions/lib/index.js")).toBe(true);
    expect(generated("reports/mutation/mutation.html")).toBe(true);
    expect(generated(".env.local")).toBe(true);
    expect(generated(".env.example")).toBe(false);
    expect(generated("firebase.json")).toBe(false);
    expect(generated("src/build/x.ts")).toBe(true);
    expect(generated("scripts/emulators.mjs")).toBe(false);
  });

  it("have no sentence over three lines", () => {
    const long = DOCS.flatMap((source) =>
      longSentences(source, readFileSync(resolve(ROOT, source), "utf8"), 3),
    );
    expect(long).toEqual([]);
  });

  it("count a sentence's lines from where it starts to its full stop", () => {
    const fourLines = "One\nlong\nsentence\nhere. Next\none.";
    expect(longSentences("x.md", fourLines, 3)).toEqual(["x.md:1"]);
    expect(longSentences("x.md", fourLines, 4)).toEqual([]);
    expect(longSentences("x.md", "Ends. Starts\nhere\nand\nruns on.", 3)).toEqual(["x.md:1"]);
    expect(longSentences("x.md", "- a\n- b\n- c\n- d, e.g. this.", 3)).toEqual([]);
    expect(longSentences("x.md", "```\na\nb\nc\nd\n```", 3)).toEqual([]);
  });

  it("anchor headings the way GitHub does", () => {
    expect(slug("The reCAPTCHA switch")).toBe("the-recaptcha-switch");
    expect(slug("Use your own Firebase project")).toBe("use-your-own-firebase-project");
    expect(slug("How it works: a guide for learners")).toBe("how-it-works-a-guide-for-learners");
    expect(slug("What the demo does not protect, and what would")).toBe(
      "what-the-demo-does-not-protect-and-what-would",
    );
  });
});

/** The prose lines of a markdown file past `max` characters, as "file:line": tables and code aside. */
function longLines(source: string, markdown: string, max: number): string[] {
  let inCode = false;
  return markdown.split("\n").flatMap((text, index) => {
    if (text.startsWith("```")) inCode = !inCode;
    if (inCode || text.startsWith("```") || /^\s*\|/.test(text) || text.length <= max) return [];
    // A line of one word (a link, an image) cannot be wrapped; nor can a list item's one word.
    return /^\s*(?:(?:[-*]|\d+\.)\s+)?\S+$/.test(text) ? [] : [`${source}:${index + 1}`];
  });
}

describe("the README and docs/, for their length", () => {
  it(`have at most ${DOCS_MAX_WORDS} words together`, () => {
    const counts = Object.fromEntries(DOCS.map((source) => [source, wordCount(read(source))]));
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(total, JSON.stringify(counts)).toBeLessThanOrEqual(DOCS_MAX_WORDS);
  });

  it(`have a README of at most ${README_MAX_WORDS} words, and a guide of at most ${GUIDE_MAX_WORDS}`, () => {
    expect(wordCount(read("README.md"))).toBeLessThanOrEqual(README_MAX_WORDS);
    expect(wordCount(read("docs/GUIDE.md"))).toBeLessThanOrEqual(GUIDE_MAX_WORDS);
  });

  it(`have no prose line past ${MAX_LINE} columns`, () => {
    expect(DOCS.flatMap((source) => longLines(source, read(source), MAX_LINE))).toEqual([]);
  });

  it("count words as wc does, and lines outside tables and code", () => {
    expect(wordCount(" Two words\n| a | b |\n")).toBe(7);
    const markdown = ["a ".repeat(51), "| " + "y ".repeat(60), "```", "z ".repeat(60), "```"];
    expect(longLines("x.md", [...markdown, `- ${"w".repeat(120)}`].join("\n"), 100)).toEqual([
      "x.md:1",
    ]);
  });
});

/** A section of a markdown file: from its heading's line to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) return "";
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const rest = markdown.slice(start + heading.length);
  const next = rest.search(new RegExp(`^#{1,${level}} `, "m"));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The names a markdown file gives in code: every `…` span's and block's file names, bare. */
function namesInCode(markdown: string): Set<string> {
  return new Set(
    codeOf(markdown).flatMap((code) =>
      [...code.matchAll(FILE_NAME)].map(([, path = ""]) => path.split("/").at(-1) ?? ""),
    ),
  );
}

/** The folders whose every file the guide maps, each by name; tests and types aside. */
const MAPPED_FOLDERS = ["src/pages/account", "src/pages/action", "functions/src"];

/** The app's files in `folder`, tests and declarations left out. */
function mappedFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder)).filter(
    (name) => /\.(tsx?|mjs)$/.test(name) && !/\.(test|d)\.|\.contract\./.test(name),
  );
}

/**
 * Whether a source file lists the app's languages: an array or object literal in it names every
 * language but English, as strings or keys. Calls that name them one by one are no list.
 */
function listsLanguages(file: string, text: string): boolean {
  const codes = LANGUAGES.map(({ code }) => code).filter((code) => code !== "en");
  if (!codes.every((code) => text.includes(code))) return false;
  const isList = (node: ts.Node) =>
    ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node);
  /** The strings and names under `node`, and whether a literal there lists every language. */
  function visit(node: ts.Node): { names: Set<string>; listed: boolean } {
    const names = new Set<string>();
    let listed = false;
    if (ts.isStringLiteralLike(node) || ts.isIdentifier(node)) names.add(node.text);
    node.forEachChild((child) => {
      const inner = visit(child);
      inner.names.forEach((name) => names.add(name));
      listed ||= inner.listed || (isList(child) && codes.every((code) => inner.names.has(code)));
    });
    return { names, listed };
  }
  return visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)).listed;
}

/** `npm run <script>` as the text names them, in order, each once. */
function npmRuns(text: string): string[] {
  return [...new Set([...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name = ""]) => name))];
}

const PACKAGE = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

describe("what the docs say that the code says too", () => {
  const guide = read("docs/GUIDE.md");
  const translating = read("docs/TRANSLATING.md");

  it.each(MAPPED_FOLDERS)("the guide names every file of %s", (folder) => {
    const named = namesInCode(guide);
    const files = mappedFiles(folder);
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((name) => !named.has(name))).toEqual([]);
  });

  it("show every picture of docs/screenshots/", () => {
    const shown = DOCS.map(read).join("\n");
    const pictures = readdirSync(resolve(ROOT, "docs/screenshots"));
    expect(pictures.length).toBeGreaterThan(10);
    expect(pictures.filter((name) => !shown.includes(`screenshots/${name}`))).toEqual([]);
  });

  it("list in the guide's table every port of scripts/ports.mjs", () => {
    const table = section(guide, "## Ports");
    const drawn = [...table.matchAll(/^\| (\d+) +\|/gm)].map(([, port]) => Number(port));
    const declared = Object.entries(ports)
      .filter(([name, value]) => name.endsWith("_PORT") && typeof value === "number")
      .map(([, value]) => value);
    expect(declared.length).toBeGreaterThan(4);
    expect(drawn.sort()).toEqual(declared.sort());
  });

  it("give npm test's steps in the order package.json runs them", () => {
    const steps = npmRuns(section(read("docs/TESTING.md"), "## What `npm test` runs"));
    expect(steps).toEqual(npmRuns(PACKAGE.scripts.test ?? ""));
  });

  it("name only npm scripts that package.json has", () => {
    const named = DOCS.flatMap((source) => npmRuns(read(source)).map((name) => ({ source, name })));
    expect(named.length).toBeGreaterThan(10);
    const unknown = named.filter(({ name }) => !(name in PACKAGE.scripts));
    expect(unknown.map(({ source, name }) => `${source}: npm run ${name}`)).toEqual([]);
  });

  it("have the languages of lingui.config.ts in Translating's table, each by its own name", () => {
    const rows = [
      ...section(translating, "## The languages").matchAll(/^\| `([\w-]+)` +\| ([^|]+?) +\|/gm),
    ];
    expect(rows.map(([, code]) => code)).toEqual(linguiConfig.locales);
    for (const { code, name } of LANGUAGES) {
      expect(rows.find(([, row]) => row === code)?.[2], code).toBe(name);
    }
  });

  it("name every language in English in the README", () => {
    const english = new Intl.DisplayNames(["en"], { type: "language" });
    const readme = read("README.md");
    const names = LANGUAGES.map(({ code }) => english.of(code) ?? code);
    expect(names).toContain("Japanese");
    expect(names.filter((name) => !readme.includes(name))).toEqual([]);
  });

  it("name, in Translating's steps to add a language, every file that lists the languages", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter((file) => [".ts", ".tsx", ".mjs", ".js"].includes(extname(file)))
      .filter((file) => existsSync(resolve(ROOT, file)));
    const listing = tracked.filter((file) => listsLanguages(file, read(file)));
    expect(listing).toEqual(
      expect.arrayContaining(["lingui.config.ts", "src/i18n/languages.ts", "src/i18n/catalogs.ts"]),
    );
    const steps = section(translating, "## Adding a language");
    expect(listing.filter((file) => !steps.includes(`\`${file}\``))).toEqual([]);
  });

  it("find a list of the languages in an array or an object, not in scattered mentions", () => {
    const codes = LANGUAGES.map(({ code }) => code);
    const quoted = codes.map((code) => `"${code}"`);
    expect(listsLanguages("a.ts", `const all = [${quoted.join(", ")}];`)).toBe(true);
    expect(listsLanguages("b.ts", `f({ ${codes.map((code) => `${code}: 1`).join(", ")} });`)).toBe(
      true,
    );
    expect(
      listsLanguages("c.ts", `[["English", "en"], ${quoted.map((c) => `[${c}]`).join()}]`),
    ).toBe(true);
    expect(listsLanguages("d.ts", quoted.map((code) => `call(${code});`).join("\n"))).toBe(false);
    expect(listsLanguages("e.ts", `const some = [${quoted.slice(0, -1).join(", ")}];`)).toBe(false);
  });

  it("link every word of the glossary from another page", () => {
    const glossary = anchors(read("docs/GLOSSARY.md"));
    const others = DOCS.filter((source) => source !== "docs/GLOSSARY.md")
      .map(read)
      .join("\n");
    const linked = new Set([...others.matchAll(/GLOSSARY\.md#([\w-]+)/g)].map(([, id]) => id));
    glossary.delete("glossary");
    expect(glossary.size).toBeGreaterThan(10);
    expect([...glossary].filter((id) => !linked.has(id))).toEqual([]);
  });
});

/** Every file git tracks, relative to the root, "/" on any host; binary ones (a NUL byte) left out. */
function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((path) => path !== "" && existsSync(resolve(ROOT, path)))
    .filter((path) => !readFileSync(resolve(ROOT, path)).subarray(0, 8000).includes(0));
}

/** A relative path that climbs one folder or more, not the middle of a longer path or a URL. */
const CLIMBING_PATH = /(?<![\w./\\-])(?:\.\/)?(?:\.\.\/)+[^\s'"`()[\]{}<>,;|*]*/g;

/** A folder called shared, reached by climbing or from the file system's root. */
const SHARED_FOLDER =
  /(?:(?<![\w./\\-])(?:\.\/)?(?:\.\.\/)+|(?<![\w:./\\-])\/(?:[\w.-]+\/)*)shared(?![\w-])/g;

interface Reference {
  /** "file:line: the reference" */
  where: string;
  outside: boolean;
}

/** Whether `path`, relative to the root, stays in the repository. */
function inside(path: string): boolean {
  return !isAbsolute(path) && path.split(sep)[0] !== "..";
}

/**
 * The references to other files that `file` (relative to the root) makes: each climbing path,
 * resolved from the file's folder, and each folder called shared, which only a tracked folder of
 * that name inside the repository excuses. Both patterns may find the same reference: it counts
 * once, outside if either says so.
 */
function references(file: string, text: string, tracked: readonly string[]): Reference[] {
  const folder = dirname(resolve(ROOT, file));
  const target = (path: string) => relative(ROOT, resolve(folder, path));
  const trackedFolder = (path: string) =>
    tracked.some((name) => name.startsWith(`${path.replaceAll(sep, "/")}/`));
  return text.split(/\r?\n/).flatMap((line, index) => {
    /** Each reference of the line by where it starts: the longest text found there. */
    const found = new Map<number, { text: string; outside: boolean }>();
    const add = (start: number, text: string, outside: boolean) => {
      const known = found.get(start);
      found.set(start, {
        text: known && known.text.length > text.length ? known.text : text,
        outside: outside || (known?.outside ?? false),
      });
    };
    for (const { index: start, 0: path } of line.matchAll(CLIMBING_PATH)) {
      add(start, path, !inside(target(path)));
    }
    for (const { index: start, 0: path } of line.matchAll(SHARED_FOLDER)) {
      const excused = !isAbsolute(path) && inside(target(path)) && trackedFolder(target(path));
      add(start, path, !excused);
    }
    return [...found.values()].map(({ text, outside }) => ({
      where: `${file}:${index + 1}: ${text}`,
      outside,
    }));
  });
}

describe("the repository", () => {
  it("has no tracked file that refers to one outside it", () => {
    const tracked = trackedTextFiles();
    // A listing or a pattern that found nothing would pass with nothing checked.
    expect(tracked).toEqual(expect.arrayContaining(["package.json", "checks/docs.test.ts"]));
    const found = tracked.flatMap((file) =>
      references(file, readFileSync(resolve(ROOT, file), "utf8"), tracked),
    );
    expect(found.filter(({ outside }) => !outside).length).toBeGreaterThan(100);
    expect(found.filter(({ outside }) => outside).map(({ where }) => where)).toEqual([]);
  });

  it("is checked for a reference that leaves it, its in-repository ones resolved", () => {
    // Built here, so that this file itself refers to nothing outside.
    const up = (times: number) => "../".repeat(times);
    const elsewhere = ["", "work", "shared"].join("/");
    const tracked = ["scripts/machine.mjs", "src/shared/words.ts", "src/pages/Home.tsx"];
    const outside = (file: string, ...text: string[]) =>
      references(file, text.join("\n"), tracked)
        .filter((reference) => reference.outside)
        .map(({ where }) => where);

    expect(
      outside(
        "e2e/browsers/engines.mjs",
        `import { thisMachine } from "${up(2)}scripts/machine.mjs";`,
        `import { other } from "${up(3)}elsewhere/other.mjs";`,
        `// see ./${up(3)}shared/NOTES.md, or ${elsewhere}/NOTES.md`,
      ),
    ).toEqual([
      `e2e/browsers/engines.mjs:2: ${up(3)}elsewhere/other.mjs`,
      `e2e/browsers/engines.mjs:3: ./${up(3)}shared/NOTES.md`,
      `e2e/browsers/engines.mjs:3: ${elsewhere}`,
    ]);
    expect(outside("README.md", `[notes](${up(1)}x.md), [guide](./docs/GUIDE.md)`)).toEqual([
      `README.md:1: ${up(1)}x.md`,
    ]);
    // Inside the repository, but no such folder: a sibling's name, not a folder of this one.
    expect(outside("e2e/support/mail.ts", `// ${up(1)}shared/NOTES.md`)).toEqual([
      `e2e/support/mail.ts:1: ${up(1)}shared/NOTES.md`,
    ]);
    expect(
      outside(
        "src/pages/Home.tsx",
        `import { words } from "${up(1)}shared/words";`,
        "https://example.com/shared/, /auth/../x, identityContract.shared.ts, src/shared/words.ts",
      ),
    ).toEqual([]);
  });
});
