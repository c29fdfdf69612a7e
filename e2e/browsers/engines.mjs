// The three engines of the cross-browser suite on this machine, from scripts/machine.mjs:
// Playwright's own builds where installed, else Debian's browsers (Chromium; Firefox ESR over
// WebDriver BiDi, as Playwright 1.64.1 can; WebKitGTK through Selenium, since Debian's
// WebKitWebDriver speaks no BiDi). Read by the config, the WebKitGTK session and run.mjs.
import { locateEngines, thisMachine } from "../../scripts/machine.mjs";
/** @import { Engine, EngineName } from "../../scripts/machine.mjs" */

export const { engines: ENGINES, missing: MISSING } = locateEngines(thisMachine());

/**
 * The engine called `name`; the run has checked that every engine is there.
 * @template {EngineName} Name
 * @param {Name} name
 * @returns {Engine & { engine: Name }}
 */
export function engine(name) {
  const found = ENGINES.find(
    /** @returns {candidate is Engine & { engine: Name }} */
    (candidate) => candidate.engine === name,
  );
  if (!found) throw new Error(`No ${name} on this machine: run \`npm run browsers\`.`);
  return found;
}
