// What `npm test` leaves out on one operating system. Each skip names its suite, file and test and
// says why; the suite's Playwright config leaves it out and prints that line before the run, so no
// test is skipped silently. None today: every suite runs on Linux, macOS and Windows
// (docs/TESTING.md, "Skipped on one OS"). checks/portability.test.ts refuses any other skip.

/**
 * @typedef {object} Skip
 * @property {"linux" | "darwin" | "win32"} platform where the test cannot run (process.platform)
 * @property {"e2e/app" | "e2e/browsers" | "e2e/production" | "e2e/restart"} suite the config's folder
 * @property {string} file the spec, relative to the suite's folder
 * @property {string} test the test's title, as written
 * @property {string} why
 */

/** @type {Skip[]} */
export const SKIPS = [];

/**
 * The skips of `suite` on `platform`.
 * @param {string} suite @param {string} platform @returns {Skip[]}
 */
export function skipsOf(suite, platform, skips = SKIPS) {
  return skips.filter((skip) => skip.suite === suite && skip.platform === platform);
}

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Playwright's `grepInvert` for `skips`, or undefined for none. Playwright matches it against the
 * project, the file, the describe blocks, the title and the tags, joined by spaces: each skip
 * matches its file and its title whole, whatever the project and the blocks around it.
 * @param {Skip[]} skips @returns {RegExp | undefined}
 */
export function titlePattern(skips) {
  if (skips.length === 0) return undefined;
  /** @param {Skip} skip */
  const one = ({ file, test }) => {
    const path = file.split("/").map(escape).join("[\\\\/]");
    return `(?:^|\\s)${path}\\s(?:.*\\s)?${escape(test)}(?:\\s@\\S+)*$`;
  };
  return new RegExp(skips.map(one).join("|"));
}

/**
 * The line a runner prints for each skip.
 * @param {Skip[]} skips @returns {string[]}
 */
export function skipLines(skips) {
  return skips.map(
    ({ platform, suite, file, test, why }) =>
      `Skipped on ${platform}: ${suite}/${file} › ${test}: ${why}`,
  );
}

/**
 * A Playwright config's `grepInvert` for `suite` on this machine. The lines are printed by the
 * runner only: each worker loads the config again, with TEST_WORKER_INDEX set.
 * @param {Skip["suite"]} suite
 * @param {{ platform?: string; env?: Record<string, string | undefined>;
 *   print?: (line: string) => void; skips?: Skip[] }} [options]
 * @returns {RegExp | undefined}
 */
export function playwrightSkips(
  suite,
  { platform = process.platform, env = process.env, print = console.log, skips = SKIPS } = {},
) {
  const found = skipsOf(suite, platform, skips);
  if (env.TEST_WORKER_INDEX === undefined) for (const line of skipLines(found)) print(line);
  return titlePattern(found);
}
