// docs/SECURITY.md answers, one row each, the OWASP ASVS 5.0.0 requirements that
// docs/asvs-5.0.0.json lists: who meets each and, for the app's part, the test that proves it.
// This refuses a table that has lost a requirement or gained one, changed a level or the words,
// says who in other words, names no test for the app's part or one that is not there, or counts
// otherwise than the doc says.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

interface Requirement {
  id: string;
  level: number;
  requirement: string;
}

const LIST = (
  JSON.parse(readFileSync(resolve(ROOT, "docs/asvs-5.0.0.json"), "utf8")) as {
    requirements: Requirement[];
  }
).requirements;

/** Who may meet a requirement; docs/SECURITY.md's "How to read the table" says what each means. */
const WHO = ["app", "docs", "Firebase", "owner", "server", "n/a"];

/** The columns of the doc's counts after the level: the who-values that each counts. */
const COUNTED = [["app"], ["docs"], ["Firebase", "owner"], ["server"], ["n/a"]];

interface Row {
  id: string;
  level: string;
  requirement: string;
  who: string;
  how: string;
  tests: { file: string; title: string }[];
}

/** The cells of a table line, without the outer pipes. */
function cells(line: string): string[] {
  return line
    .split("|")
    .slice(1, -1)
    .map((cell) => cell.trim());
}

/** The rows of the doc's tables whose first cell is an id: Id, Level, Requirement, Who, How, Test. */
function rowsOf(markdown: string): Row[] {
  return markdown
    .split("\n")
    .map(cells)
    .filter(([id]) => id !== undefined && /^\d+\.\d+\.\d+$/.test(id))
    .map(([id = "", level = "", requirement = "", who = "", how = "", test = ""]) => ({
      id,
      level,
      // Markdown escapes (\_\_Host-) read as the characters they stand for.
      requirement: requirement.replace(/\\(.)/g, "$1"),
      who,
      how,
      tests: [...test.matchAll(/`([^`]+)`: "([^"]+)"/g)].map(([, file = "", title = ""]) => ({
        file,
        title,
      })),
    }));
}

/** The counts the doc gives, by level ("L1"): one number per column of COUNTED, then the total. */
function countsOf(markdown: string): Map<string, number[]> {
  const lines = markdown.split("\n").map(cells);
  return new Map(
    lines
      .filter(([level]) => level !== undefined && /^L[12]$/.test(level))
      .map(([level = "", ...numbers]) => [level, numbers.map(Number)]),
  );
}

/** Whether `source` has a test(…) or it(…) (or its .each(…)) titled exactly `title`. */
function hasTest(source: string, title: string): boolean {
  const literal = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\b(?:test|it)(?:\\.each\\([\\s\\S]*?\\))?\\(\\s*(["'\`])${literal}\\1`).test(
    source,
  );
}

/** A file of the repository as text, or undefined when there is none. */
function readRepositoryFile(path: string): string | undefined {
  const file = resolve(ROOT, path);
  return file.startsWith(ROOT) && existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** What is wrong with the doc's table and counts, against the list, one line each. */
function problems(
  markdown: string,
  list: readonly Requirement[],
  read: (path: string) => string | undefined,
): string[] {
  const rows = rowsOf(markdown);
  const found: string[] = [];
  const listed = new Map(list.map((requirement) => [requirement.id, requirement]));
  for (const { id } of list) {
    const count = rows.filter((row) => row.id === id).length;
    if (count !== 1) found.push(`${id}: ${count} rows`);
  }
  for (const row of rows) {
    const requirement = listed.get(row.id);
    if (requirement === undefined) {
      found.push(`${row.id}: not in the list`);
      continue;
    }
    if (row.level !== `L${requirement.level}`) found.push(`${row.id}: level ${row.level}`);
    if (row.requirement !== requirement.requirement) found.push(`${row.id}: other words`);
    if (!WHO.includes(row.who)) found.push(`${row.id}: who is "${row.who}"`);
    if (row.who === "app" && row.tests.length === 0) found.push(`${row.id}: app, but no test`);
    if (row.who === "docs" && !/\]\([^)]+\.md#[^)]+\)/.test(row.how)) {
      found.push(`${row.id}: docs, but no link to a section`);
    }
    for (const { file, title } of row.tests) {
      const source = read(file);
      if (source === undefined) found.push(`${row.id}: no file ${file}`);
      else if (!hasTest(source, title)) found.push(`${row.id}: no test "${title}" in ${file}`);
    }
  }
  const counts = countsOf(markdown);
  for (const level of [1, 2]) {
    const ofLevel = rows.filter((row) => row.level === `L${level}`);
    const counted = COUNTED.map((who) => ofLevel.filter((row) => who.includes(row.who)).length);
    const expected = [...counted, ofLevel.length];
    const said = counts.get(`L${level}`);
    if (JSON.stringify(said) !== JSON.stringify(expected)) {
      found.push(`L${level}: the doc counts ${said?.join(", ")}, the table ${expected.join(", ")}`);
    }
  }
  return found;
}

const SECURITY = readFileSync(resolve(ROOT, "docs/SECURITY.md"), "utf8");

describe("docs/SECURITY.md", () => {
  it("has one row per requirement of the list, each met by someone, the app's with a test that exists", () => {
    expect(rowsOf(SECURITY)).toHaveLength(LIST.length);
    expect(problems(SECURITY, LIST, readRepositoryFile)).toEqual([]);
  });
});

describe("the check of the table", () => {
  const list: Requirement[] = [
    { id: "6.2.2", level: 1, requirement: "Users can change their password" },
    { id: "7.1.1", level: 2, requirement: "Timeouts documented" },
  ];
  const files: Record<string, string> = {
    "e2e/a.spec.ts": 'test("changes it", async () => {});\nit.each([1])("reads %s", () => {});',
  };
  const read = (path: string) => files[path];
  const table = (...rows: string[]) =>
    [
      "| Id | Level | Requirement | Who | How | Test |",
      "| --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      "| Level | app | docs | Firebase or owner | server | n/a | Total |",
      "| L1 | 1 | 0 | 0 | 0 | 0 | 1 |",
      "| L2 | 0 | 1 | 0 | 0 | 0 | 1 |",
    ].join("\n");
  const change =
    '| 6.2.2 | L1 | Users can change their password | app | By form. | `e2e/a.spec.ts`: "changes it" |';
  const timeouts =
    "| 7.1.1 | L2 | Timeouts documented | docs | [Sessions](DEPLOYING.md#sessions) | |";

  it("takes a table that answers every requirement", () => {
    expect(problems(table(change, timeouts), list, read)).toEqual([]);
  });

  it("refuses a requirement with no row, a row of none, and one twice", () => {
    const extra = "| 9.9.9 | L1 | Made up | n/a | No. | |";
    expect(problems(table(change, change, extra), list, read)).toEqual([
      "6.2.2: 2 rows",
      "7.1.1: 0 rows",
      "9.9.9: not in the list",
      "L1: the doc counts 1, 0, 0, 0, 0, 1, the table 2, 0, 0, 0, 1, 3",
      "L2: the doc counts 0, 1, 0, 0, 0, 1, the table 0, 0, 0, 0, 0, 0",
    ]);
  });

  it("refuses another level, other words, and a who it does not know", () => {
    const row = "| 7.1.1 | L1 | Timeouts said | Google | [Sessions](DEPLOYING.md#sessions) | |";
    expect(problems(table(change, row), list, read).slice(0, 3)).toEqual([
      "7.1.1: level L1",
      "7.1.1: other words",
      '7.1.1: who is "Google"',
    ]);
  });

  it("refuses the app's part without a test, a test not there, and docs without a section", () => {
    const marked = change.replace(/`.*"/, "TODO(screening)");
    const misnamed = change.replace("changes it", "changes it twice");
    const elsewhere = change.replace("e2e/a.spec.ts", "e2e/gone.spec.ts");
    const unlinked = timeouts.replace(/\[.*\)/, "In the docs.");
    expect(problems(table(marked, unlinked), list, read)).toEqual([
      "6.2.2: app, but no test",
      "7.1.1: docs, but no link to a section",
    ]);
    expect(problems(table(misnamed, timeouts), list, read)).toEqual([
      '6.2.2: no test "changes it twice" in e2e/a.spec.ts',
    ]);
    expect(problems(table(elsewhere, timeouts), list, read)).toEqual([
      "6.2.2: no file e2e/gone.spec.ts",
    ]);
  });

  it("finds a test by its exact title in a test(…), it(…) or its .each(…), and nowhere else", () => {
    const source = files["e2e/a.spec.ts"] ?? "";
    expect(hasTest(source, "changes it")).toBe(true);
    expect(hasTest(source, "reads %s")).toBe(true);
    expect(hasTest(source, "changes")).toBe(false);
    expect(hasTest('describe("changes it", () => {});', "changes it")).toBe(false);
    expect(hasTest('const title = "changes it";', "changes it")).toBe(false);
  });
});
