// The tree is the first map a learner reads: at most eight folders at the root, every browser suite
// in a folder of e2e/ with its Playwright config beside it, and the guide's layout drawing exactly
// the folders that are there, so that moving one cannot leave the map behind.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const MAX_ROOT_FOLDERS = 8;

/** The folders that .gitignore names (`build/`, `node_modules/` …): made by tools, not the project's. */
const GENERATED = new Set(
  readFileSync(resolve(ROOT, ".gitignore"), "utf8")
    .split(/\r?\n/)
    .filter((line) => /^[\w.-]+\/$/.test(line))
    .map((line) => line.slice(0, -1)),
);

/** The project's own folders in `folder`, hidden ones (.github, .ci) and generated ones left out. */
function folders(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .filter((name) => !GENERATED.has(name))
    .sort();
}

/** The folders the guide's layout draws: the root's under "", each root folder's under its name. */
function drawnFolders(): Map<string, string[]> {
  const guide = readFileSync(resolve(ROOT, "docs/GUIDE.md"), "utf8");
  const layout = /## How the source is laid out\n+```\n([\s\S]*?)\n```/.exec(guide)?.[1] ?? "";
  const drawn = new Map<string, string[]>([["", []]]);
  let parent = "";
  for (const [, indent, name] of layout.matchAll(/^( *)([\w.-]+)\/(?: |$)/gm)) {
    if (name === undefined) continue;
    if (indent) {
      drawn.get(parent)?.push(name);
    } else {
      parent = name;
      drawn.get("")?.push(name);
      drawn.set(name, []);
    }
  }
  return drawn;
}

describe("the project's tree", () => {
  it("leaves generated folders out of the count", () => {
    expect([...GENERATED]).toEqual(expect.arrayContaining(["node_modules", "build", "dist"]));
  });

  it(`has at most ${MAX_ROOT_FOLDERS} folders at the root`, () => {
    expect(folders(".").length).toBeLessThanOrEqual(MAX_ROOT_FOLDERS);
  });

  it("is drawn, folder for folder, in the guide's layout", () => {
    const drawn = drawnFolders();
    expect(drawn.get("")?.sort()).toEqual(folders("."));
    expect(drawn.get("src")?.sort()).toEqual(folders("src"));
    expect(drawn.get("e2e")?.sort()).toEqual(folders("e2e"));
  });

  it("has every browser suite in e2e/, each with its config beside it", () => {
    const suites = folders("e2e");
    expect(suites).toEqual(["app", "browsers", "production", "restart"]);
    for (const suite of suites) {
      expect(existsSync(resolve(ROOT, "e2e", suite, "playwright.config.ts")), suite).toBe(true);
    }
  });
});
