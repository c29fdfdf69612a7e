// The table `npm run check:site` prints: the paths it fetched, numbered; one row per finding,
// with the paths it was seen on; then what could not be checked or is only reported, and each
// failure on a line of its own with the values in full.

/**
 * @typedef {import("./headerChecks.mjs").Result} Result
 * @typedef {{ path: string; results: Result[] }} Entry what was found at one path
 */

/** @param {Result["ok"]} ok */
const verdict = (ok) => (ok === true ? "ok" : ok === false ? "FAIL" : ok);
/** @type {Record<string, string>} */
const NOTES = { "not here": "Not checkable here", reported: "Reported only" };
const WIDTH = 34;

/** @param {string} text @param {number} width */
const cell = (text, width) =>
  (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);

/** @param {number[]} numbers @returns {string} e.g. "1-3 5" */
function ranges(numbers) {
  /** @type {number[][]} */
  const runs = [];
  for (const number of numbers) {
    const run = runs.at(-1);
    if (run && run.at(-1) === number - 1) run.push(number);
    else runs.push([number]);
  }
  return runs.map((run) => (run.length > 1 ? `${run[0]}-${run.at(-1)}` : `${run[0]}`)).join(" ");
}

/**
 * @param {string} title what was checked, against what
 * @param {Entry[]} entries
 * @returns {{ lines: string[]; holds: boolean }} the report, and whether every check holds
 */
export function formatReport(title, entries) {
  /** @type {Map<string, Result & { on: number[] }>} */
  const rows = new Map();
  entries.forEach(({ results }, index) => {
    for (const result of results) {
      const key = JSON.stringify([result.check, result.promised, result.found, result.ok]);
      const row = rows.get(key) ?? { ...result, on: [] };
      row.on.push(index + 1);
      rows.set(key, row);
    }
  });
  const checkWidth = Math.max(...[...rows.values()].map(({ check }) => check.length));
  const paths = entries.map(({ path }, index) => `  ${String(index + 1).padStart(2)}  ${path}`);
  const header = `${cell("On", 8)}  ${cell("Check", checkWidth)}  ${cell("Promised", WIDTH)}  ${cell("Found", WIDTH)}  Verdict`;
  const table = [...rows.values()].map(
    ({ on, check, promised, found, ok }) =>
      `${cell(ranges(on), 8)}  ${cell(check, checkWidth)}  ${cell(promised, WIDTH)}  ${cell(found, WIDTH)}  ${verdict(ok)}`,
  );
  const where = (/** @type {number[]} */ on) =>
    on.map((number) => entries[number - 1]?.path).join(", ");
  const all = [...rows.values()];
  const notes = all.flatMap(({ ok, note }) => (note ? [`${NOTES[String(ok)]}: ${note}`] : []));
  const failures = all
    .filter(({ ok }) => ok === false)
    .map(
      ({ check, promised, found, on }) =>
        `FAIL ${check.trim()} on ${where(on)}: found ${found}; promised ${promised}`,
    );
  const judged = all.filter(({ ok }) => typeof ok === "boolean");
  const count = judged.reduce((sum, { on }) => sum + on.length, 0);
  const unjudged = notes.length ? `; ${notes.length} not judged (above)` : "";
  const summary = failures.length
    ? `${failures.length} of the ${judged.length} rows fail (above, one line each)${unjudged}.`
    : `All ${count} checks hold${unjudged}.`;
  return {
    lines: [
      `Site check of ${title}`,
      "",
      ...paths,
      "",
      header,
      ...table,
      "",
      ...notes,
      ...failures,
      summary,
    ],
    holds: failures.length === 0,
  };
}
