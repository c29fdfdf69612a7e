// The tree is the first map a learner reads: at most eight folders at the root, every browser suite
// in a folder of e2e/ with its Playwright config beside it and what they share in e2e/support/,
// and the guide's layout drawing exactly the folders that are there, src/'s in the order of its
// layers, so that moving one cannot leave the map behind.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
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

const GUIDE = readFileSync(resolve(ROOT, "docs/GUIDE.md"), "utf8");
/** The guide's drawing of the tree, under "How the source is laid out". */
const LAYOUT = /## How the source is laid out\n+```\n([\s\S]*?)\n```/.exec(GUIDE)?.[1] ?? "";
/** The guide's arrows between src/'s folders, one for each import between them. */
const ARROWS = /Each arrow points from a folder of `src\/`[\s\S]*?```mermaid\n([\s\S]*?)\n```/.exec(
  GUIDE,
)?.[1];

/** The folders the guide's layout draws: the root's under "", each root folder's under its name. */
function drawnFolders(): Map<string, string[]> {
  const drawn = new Map<string, string[]>([["", []]]);
  let parent = "";
  for (const [, indent, name] of LAYOUT.matchAll(/^( *)([\w.-]+)\/(?: |$)/gm)) {
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

  it("has every browser suite in a folder of e2e/, with its config beside it, and what they share in support/", () => {
    const suites = folders("e2e").filter((folder) => folder !== "support");
    expect(suites).toEqual(["app", "browsers", "production", "restart"]);
    for (const suite of suites) {
      expect(existsSync(resolve(ROOT, "e2e", suite, "playwright.config.ts")), suite).toBe(true);
    }
    expect(existsSync(resolve(ROOT, "e2e/support/playwright.config.ts"))).toBe(false);
    // Nothing loose beside the suites: a helper they share goes in support/.
    const loose = readdirSync(resolve(ROOT, "e2e"), { withFileTypes: true }).filter(
      (entry) => !entry.isDirectory(),
    );
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });
});

/** What is in src/ (its folders, as "app/", and its entry, main.tsx) as the guide draws it, top down. */
function drawnSource(): string[] {
  const source = /^src\/.*\n((?: .*\n?)*)/m.exec(LAYOUT)?.[1] ?? "";
  return [...source.matchAll(/^ {2}([\w-]+\/|[\w-]+\.tsx?) /gm)].map(([, entry = ""]) => entry);
}

/** Where `file` (from the root) sits in src/: its folder ("app/"), or itself at the top (main.tsx). */
function placeOf(file: string): string {
  const [first = "", ...rest] = relative(resolve(ROOT, "src"), file).split(/[\\/]/);
  return rest.length > 0 ? `${first}/` : first;
}

/** src/'s own code, tests and what only they use left out. */
function appFiles(folder = resolve(ROOT, "src")): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : appFiles(path);
    return /(?<!\.test|\.d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of one place of src/ from another, as "pages/ -> auth/", type imports too. */
function importsBetweenPlaces(): Set<string> {
  const imports = new Set<string>();
  for (const file of appFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const from = placeOf(file);
      const to = placeOf(resolve(dirname(file), fileName));
      if (to !== from && to.endsWith("/")) imports.add(`${from} -> ${to}`);
    }
  }
  return imports;
}

/**
 * The layers lint holds (LAYERS in eslint.config.js), as its import rule takes them: for each
 * layer ("pages/"), the layers it may not import, being at its level or above it.
 */
async function layerRule(): Promise<Map<string, Set<string>>> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
    resolve(ROOT, "src/main.tsx"),
  )) as { rules: Record<string, [unknown, { zones: { target: string; from: string }[] }]> };
  const zones = config.rules["import-x/no-restricted-paths"]?.[1].zones ?? [];
  const notBelow = new Map<string, Set<string>>();
  const place = (path: string) => path.replace(/^src\//, "");
  for (const { target, from } of zones) {
    if (from === "src/testing/") continue;
    notBelow.set(place(target), (notBelow.get(place(target)) ?? new Set()).add(place(from)));
    // The entry is below nothing: it is a layer as what the others may not import.
    if (!notBelow.has(place(from))) notBelow.set(place(from), new Set());
  }
  return notBelow;
}

const LAYER_RULE = layerRule();

describe("the guide's drawing of src/", () => {
  const drawn = drawnSource();
  /** The layers, top down, and testing/ after them: only tests import it. */
  const layers = drawn.filter((entry) => entry !== "testing/");

  it("has what src/ has, and testing/ last", async () => {
    const entries = readdirSync(resolve(ROOT, "src"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect([...drawn].sort()).toEqual(entries.sort());
    expect(drawn.at(-1)).toBe("testing/");
    expect([...(await LAYER_RULE).keys()].sort()).toEqual([...layers].sort());
  });

  it("draws the layers top down, in the order lint holds them", async () => {
    const notBelow = await LAYER_RULE;
    // Each layer may not import any drawn above it: a layer drawn too high is one lint lets import it.
    const drawnTooHigh = layers.flatMap((layer, index) =>
      layers
        .slice(0, index)
        .filter((above) => !notBelow.get(layer)?.has(above))
        .map((above) => `${above} drawn above ${layer}, which may import it`),
    );
    expect(drawnTooHigh).toEqual([]);
  });

  it("draws no folder below one that imports it", () => {
    const upward = [...importsBetweenPlaces()].filter((edge) => {
      const [from = "", to = ""] = edge.split(" -> ");
      return layers.indexOf(to) < layers.indexOf(from);
    });
    expect(upward).toEqual([]);
  });

  it("has an arrow for each import between its places, and no other", () => {
    expect(drawnArrows().sort()).toEqual([...importsBetweenPlaces()].sort());
  });

  it("draws each arrow down to a layer that lint lets its folder import", async () => {
    const notBelow = await LAYER_RULE;
    const against = drawnArrows().filter((arrow) => {
      const [from = "", to = ""] = arrow.split(" -> ");
      return notBelow.get(from)?.has(to) ?? true;
    });
    expect(drawnArrows().length).toBeGreaterThan(10);
    expect(against).toEqual([]);
  });

  it("names the layers side by side as lint holds them: each may not import the other", async () => {
    const notBelow = await LAYER_RULE;
    const beside = (a: string, b: string) =>
      a !== b && (notBelow.get(a)?.has(b) ?? false) && (notBelow.get(b)?.has(a) ?? false);
    const places = [...notBelow.keys()];
    const rows = places
      .map((place) => [place, ...places.filter((other) => beside(place, other))].sort().join(" "))
      .filter((row) => row.includes(" "));
    const sentence = /Layers side by side\s+do not import each other:\s+([^.]*)\./.exec(GUIDE)?.[1];
    const named = (sentence ?? "").split(";").map((group) =>
      [...group.matchAll(/`([\w.]+\/?)`/g)]
        .map(([, place]) => place)
        .sort()
        .join(" "),
    );
    expect(named.length).toBeGreaterThan(1);
    expect(named.sort()).toEqual([...new Set(rows)].sort());
  });
});

/** The guide's arrows, as "pages/ -> auth/" (main.tsx by its name). */
function drawnArrows(): string[] {
  return [...(ARROWS ?? "").matchAll(/^\s*(\w+)(?:\[[^\]]*\])? --> (\w+)$/gm)].map(
    ([, from = "", to = ""]) => `${from === "main" ? "main.tsx" : `${from}/`} -> ${to}/`,
  );
}
