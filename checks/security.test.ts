// docs/SECURITY.md answers, one row each, the OWASP ASVS 5.0.0 requirements that
// docs/asvs-5.0.0.json lists: who meets each and, for the app's part, the test that proves it.
// This refuses a table that has lost a requirement or gained one, changed a level or the words,
// says who in other words, names no test for the app's part or one that is not there, leaves out
// what a partial or an unverified row must say, or counts otherwise than the doc (or the README) says.
// And it holds the short words to the standard's own: each phrase of the standard's text is kept
// in the short words or listed as left to the text, so no clause can be dropped unseen.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

interface Requirement {
  id: string;
  level: number;
  requirement: string;
}

/** A requirement with the standard's text, and what of it the short words keep or leave. */
interface Worded extends Requirement {
  text: string;
  keeps: [standard: string, short: string][];
  leaves: string[];
}

const LIST = (
  JSON.parse(readFileSync(resolve(ROOT, "docs/asvs-5.0.0.json"), "utf8")) as {
    requirements: Worded[];
  }
).requirements;

/** Who may meet a requirement; docs/SECURITY.md's "How to read the tables" says what each means. */
const WHO = ["app", "partial", "docs", "Firebase", "vendor, unverified", "owner", "server", "n/a"];

/** The columns of the doc's counts after the level: the who-values that each counts. */
const COUNTED = [
  ["app"],
  ["partial"],
  ["docs"],
  ["Firebase", "owner"],
  ["vendor, unverified"],
  ["server"],
  ["n/a"],
];

/** What a row of each class must say besides, in its How, each label followed by its words. */
const STATED: Record<string, string[]> = {
  partial: ["Met:", "Not met:"],
  "vendor, unverified": ["Unpublished:", "Live check:"],
};

/** Words a standard's text may hold outside its kept and left phrases: they carry no clause. */
const CONNECTIVES = new Set(
  (
    "verify that the a an and or of to is are be in on for by with as which it its this these " +
    "their from also if either such application web s e g i"
  ).split(" "),
);

/** The most words a kept phrase may have: one clause, so that a clause cannot hide in another. */
const CLAUSE_WORDS = 12;

interface Row {
  id: string;
  level: string;
  requirement: string;
  who: string;
  how: string;
  tests: { file: string; title: string }[];
  /** The row whose tests prove this one too: "Tested under 3.4.3." in the Test cell. */
  testedUnder: string | undefined;
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
      testedUnder: /^Tested under (\d+\.\d+\.\d+)\.$/.exec(test)?.[1],
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

/** The README's counts, Levels 1 and 2 together: the total, then one per column of COUNTED. */
function readmeCounts(markdown: string): number[] | undefined {
  const said =
    /against (\d+) requirements .*? Met by the app (\d+), in part (\d+), by the docs (\d+), by Firebase or the owner (\d+), by Google but unverified (\d+), only by more server code (\d+), not applicable (\d+)\./.exec(
      markdown.replace(/\s+/g, " "),
    );
  return said?.slice(1).map(Number);
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
    for (const label of STATED[row.who] ?? []) {
      if (!row.how.includes(`${label} `)) found.push(`${row.id}: ${row.who}, but no "${label}"`);
    }
    // A test is cited once: a row it proves too may say so instead of repeating its title.
    const under = rows.find(({ id }) => id === row.testedUnder);
    if (row.who === "app" && row.tests.length === 0 && !under?.tests.length) {
      found.push(`${row.id}: app, but no test`);
    }
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

/** Where `phrase` occurs in `text`, every time, as [start, end) offsets. */
function spans(text: string, phrase: string): [number, number][] {
  const found: [number, number][] = [];
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    found.push([at, at + phrase.length]);
  }
  return found;
}

/**
 * What is wrong with one entry's short words, against the standard's text it carries: a phrase
 * kept or left that the text does not hold, a kept phrase the short words do not say or that runs
 * past a clause, and each run of the text neither kept nor left that holds more than connectives.
 */
function wordingProblems({ id, text, requirement, keeps, leaves }: Worded): string[] {
  const found: string[] = [];
  if (!/^Verify that\b/.test(text)) found.push(`${id}: the text is not the standard's`);
  const covered = new Array<boolean>(text.length).fill(false);
  for (const phrase of [...keeps.map(([standard]) => standard), ...leaves]) {
    const where = spans(text, phrase);
    if (where.length === 0) found.push(`${id}: "${phrase}" is not in the standard's text`);
    for (const [start, end] of where) covered.fill(true, start, end);
  }
  for (const [standard, short] of keeps) {
    if (standard.split(/\s+/).length > CLAUSE_WORDS) {
      found.push(`${id}: "${standard}" is not one clause`);
    }
    if (!requirement.toLowerCase().includes(short.toLowerCase())) {
      found.push(`${id}: keeps "${standard}" as "${short}", which the short words do not say`);
    }
  }
  const uncovered = text.replace(/./gs, (character, at: number) =>
    covered[at] ? "\n" : character,
  );
  for (const run of uncovered.split("\n")) {
    const words = run.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.some((word) => !CONNECTIVES.has(word))) {
      found.push(`${id}: "${run.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "")}" neither kept nor left`);
    }
  }
  return found;
}

/** The English catalogs' messages, without Lingui's comments (which name source files). */
const MESSAGES = ["src/locales/en.po", "src/locales/later/en.po"].flatMap((path) =>
  readFileSync(resolve(ROOT, path), "utf8")
    .split("\n")
    .filter((line) => /^msg(id|str) /.test(line)),
);

const SECURITY = readFileSync(resolve(ROOT, "docs/SECURITY.md"), "utf8");

describe("docs/SECURITY.md", () => {
  it("has one row per requirement of the list, each met by someone, the app's with a test that exists", () => {
    expect(rowsOf(SECURITY)).toHaveLength(LIST.length);
    expect(problems(SECURITY, LIST, readRepositoryFile)).toEqual([]);
  });
});

describe("README.md", () => {
  it("says the security doc's counts, Levels 1 and 2 together", () => {
    const counts = countsOf(SECURITY);
    const sum = (column: number) =>
      (counts.get("L1")?.[column] ?? NaN) + (counts.get("L2")?.[column] ?? NaN);
    const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
    expect(readmeCounts(readme)).toEqual([sum(COUNTED.length), ...COUNTED.map((_, at) => sum(at))]);
  });
});

describe("docs/asvs-5.0.0.json", () => {
  it("keeps in the short words, or leaves to the text, every clause of the standard's own", () => {
    expect(LIST.flatMap(wordingProblems)).toEqual([]);
  });
});

describe("the screens' words", () => {
  it("name no password hint and no secret question (ASVS 6.4.2)", () => {
    expect(MESSAGES.length).toBeGreaterThan(400);
    expect(
      MESSAGES.filter((line) => /hint|question|memorable|maiden|knowledge-based/i.test(line)),
    ).toEqual([]);
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
      "| Level | app | partial | docs | Firebase or owner | vendor, unverified | server | n/a | Total |",
      "| L1 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |",
      "| L2 | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 1 |",
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
      "L1: the doc counts 1, 0, 0, 0, 0, 0, 0, 1, the table 2, 0, 0, 0, 0, 0, 1, 3",
      "L2: the doc counts 0, 0, 1, 0, 0, 0, 0, 1, the table 0, 0, 0, 0, 0, 0, 0, 0",
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

  it("takes an app row tested under another that names a test, and refuses one under a row without", () => {
    const under = (id: string) =>
      `| 7.1.1 | L2 | Timeouts documented | app | As 6.2.2. | Tested under ${id}. |`;
    const untested = change.replace(/`.*"/, "");
    const of7 = (found: string[]) => found.filter((line) => line.startsWith("7.1.1"));
    expect(of7(problems(table(change, under("6.2.2")), list, read))).toEqual([]);
    expect(of7(problems(table(change, under("7.1.1")), list, read))).toEqual([
      "7.1.1: app, but no test",
    ]);
    expect(of7(problems(table(untested, under("6.2.2")), list, read))).toEqual([
      "7.1.1: app, but no test",
    ]);
  });

  it("refuses a partial row that does not say what is met and what not, and an unverified one without its check", () => {
    const partial = timeouts.replace(
      "| docs | [Sessions](DEPLOYING.md#sessions)",
      "| partial | Met: the hour. |",
    );
    const vendor = change.replace("| app | By form.", "| vendor, unverified | Unpublished: how. |");
    const said = "| partial | Met: the hour. Not met: the day, for want of a server. |";
    const checked = "| vendor, unverified | Unpublished: how. Live check: change it twice. |";
    expect(problems(table(vendor, partial), list, read).slice(0, 2)).toEqual([
      '6.2.2: vendor, unverified, but no "Live check:"',
      '7.1.1: partial, but no "Not met:"',
    ]);
    expect(
      problems(
        table(vendor.replace(/\| vendor.*?\|/, checked), partial.replace(/\| partial.*?\|/, said)),
        list,
        read,
      ).slice(0, 2),
    ).toEqual([
      "L1: the doc counts 1, 0, 0, 0, 0, 0, 0, 1, the table 0, 0, 0, 0, 1, 0, 0, 1",
      "L2: the doc counts 0, 0, 1, 0, 0, 0, 0, 1, the table 0, 1, 0, 0, 0, 0, 0, 1",
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

describe("the check of the short words", () => {
  const policy: Worded = {
    id: "6.2.4",
    level: 1,
    text: "Verify that passwords set at registration or change are checked against the common ones, e.g. the top 3000.",
    requirement: "New passwords, at sign-up or change, checked against common ones",
    keeps: [
      ["passwords set", "New passwords"],
      ["at registration", "at sign-up"],
      ["or change", "change"],
      ["are checked against the common ones", "checked against common ones"],
    ],
    leaves: ["e.g. the top 3000"],
  };

  it("takes short words that keep or leave every clause of the text", () => {
    expect(wordingProblems(policy)).toEqual([]);
  });

  it("refuses short words that drop a kept clause, and a clause neither kept nor left", () => {
    const dropped = {
      ...policy,
      requirement: "New passwords, at change, checked against common ones",
    };
    const unlisted = {
      ...policy,
      keeps: policy.keeps.filter(([standard]) => standard !== "at registration"),
    };
    expect(wordingProblems(dropped)).toEqual([
      '6.2.4: keeps "at registration" as "at sign-up", which the short words do not say',
    ]);
    expect(wordingProblems(unlisted)).toEqual(['6.2.4: "at registration" neither kept nor left']);
  });

  it("refuses a phrase the text does not hold, a kept phrase past a clause, and another text", () => {
    const invented = { ...policy, leaves: ["e.g. the top 5000"] };
    const long =
      "passwords set at registration or change are checked against the common ones, e.g. the";
    const lumped = {
      ...policy,
      keeps: [[long, "New passwords"] as [string, string]],
      leaves: ["top 3000"],
    };
    const paraphrased = { ...policy, text: policy.text.replace("Verify that", "Check that") };
    expect(wordingProblems(invented)).toEqual([
      '6.2.4: "e.g. the top 5000" is not in the standard\'s text',
      '6.2.4: "e.g. the top 3000" neither kept nor left',
    ]);
    expect(wordingProblems(lumped)).toEqual([`6.2.4: "${long}" is not one clause`]);
    expect(wordingProblems(paraphrased)).toEqual([
      "6.2.4: the text is not the standard's",
      '6.2.4: "Check that" neither kept nor left',
    ]);
  });
});
