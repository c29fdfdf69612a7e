// The one way to leave a test out on one OS (scripts/skips.mjs): by name, with the reason printed.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  SKIPS,
  playwrightSkips,
  skipLines,
  skipsOf,
  titlePattern,
  type Skip,
} from "../scripts/skips.mjs";

const ROOT = resolve(import.meta.dirname, "..");

// Made-up skips of real tests: the table itself is empty.
const notFound: Skip = {
  platform: "darwin",
  suite: "e2e/app",
  file: "notFound.spec.ts",
  test: "an unknown path shows the 404 page, whose link goes home",
  why: "an example",
};
const home: Skip = {
  platform: "win32",
  suite: "e2e/app",
  file: "home.spec.ts",
  test: "the Sign In link opens the sign-in screen",
  why: "another example",
};

/** What is wrong with an entry of the table: a suite, file or title that is not there, no why. */
function problems(skip: Skip): string[] {
  const spec = resolve(ROOT, skip.suite, skip.file);
  const found: string[] = [];
  if (!["linux", "darwin", "win32"].includes(skip.platform)) found.push("no such platform");
  if (!existsSync(resolve(ROOT, skip.suite, "playwright.config.ts"))) found.push("no such suite");
  if (!existsSync(spec)) found.push("no such file");
  else if (!readFileSync(spec, "utf8").includes(JSON.stringify(skip.test)))
    found.push("no such test");
  if (skip.why.trim() === "") found.push("no reason");
  return found;
}

describe("skips on one OS", () => {
  it("name a suite, file and test that exist, and say why", () => {
    expect(problems(notFound)).toEqual([]);
    expect(problems({ ...notFound, test: "an unknown path" })).toEqual(["no such test"]);
    expect(problems({ ...notFound, file: "gone.spec.ts", why: " " })).toEqual([
      "no such file",
      "no reason",
    ]);
    expect(
      SKIPS.flatMap((skip) => problems(skip).map((problem) => `${skip.test}: ${problem}`)),
    ).toEqual([]);
  });

  it("apply to their own suite and platform only", () => {
    const skips = [notFound, home];
    expect(skipsOf("e2e/app", "darwin", skips)).toEqual([notFound]);
    expect(skipsOf("e2e/app", "linux", skips)).toEqual([]);
    expect(skipsOf("e2e/production", "win32", skips)).toEqual([]);
  });

  it("leave out each test by its file and whole title, in any project and describe block", () => {
    // What Playwright matches grepInvert against: project, file, blocks, title and tags.
    const pattern = titlePattern([notFound]);
    const title =
      " webkit notFound.spec.ts an unknown path shows the 404 page, whose link goes home";
    expect(pattern?.test(title)).toBe(true);
    expect(pattern?.test(title.replace("webkit", "chromium"))).toBe(true);
    expect(pattern?.test(title.replace(".ts ", ".ts a block ") + " @tag")).toBe(true);
    expect(pattern?.test(title.replace("notFound.spec", "home.spec"))).toBe(false);
    expect(pattern?.test(`${title}, twice`)).toBe(false);
    const nested = titlePattern([{ ...home, file: "sub/home.spec.ts" }]);
    expect(nested?.test(` chromium sub\\home.spec.ts ${home.test}`)).toBe(true);
    expect(titlePattern([])).toBeUndefined();
  });

  it("are printed by the runner, once, with the reason", () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    const skips = [notFound, home];
    const options = { platform: "darwin", print, skips };
    expect(playwrightSkips("e2e/app", { ...options, env: {} })).toEqual(titlePattern([notFound]));
    const worker = { ...options, env: { TEST_WORKER_INDEX: "0" } };
    expect(playwrightSkips("e2e/app", worker)).toEqual(titlePattern([notFound]));
    expect(printed).toEqual(skipLines([notFound]));
    expect(printed).toEqual([
      "Skipped on darwin: e2e/app/notFound.spec.ts › an unknown path shows the 404 page, whose" +
        " link goes home: an example",
    ]);
  });

  it("are left out by every suite's Playwright config", () => {
    for (const suite of ["e2e/app", "e2e/browsers", "e2e/production", "e2e/restart"]) {
      const config = readFileSync(resolve(ROOT, suite, "playwright.config.ts"), "utf8");
      expect(config).toContain(`playwrightSkips("${suite}")`);
    }
  });
});
