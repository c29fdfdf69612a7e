// `npm run browsers` (part of `npm test`, before the browser suites): makes sure every engine is
// on the machine. What is missing is installed, saying what: Playwright's own builds where its
// downloads are reachable (a learner's Mac, Windows or Linux laptop), else Debian's packages. On
// Linux, packages and system libraries take root: run by another user where the downloads are out
// of reach, it stops and prints the one command to run. (With Playwright's builds downloaded but a
// system library missing, Playwright's own launch error names `sudo npx playwright install-deps`.)
import { spawnSync } from "node:child_process";
import { cliEntry, findOnPath, installPlan, locateEngines, thisMachine } from "./machine.mjs";
/** @import { Engine } from "./machine.mjs" */

/** @type {Record<Engine["backend"], string>} */
const BACKENDS = {
  playwright: "Playwright's own build, driven by Playwright",
  system: "the system's Chromium (Debian's `chromium`), driven by Playwright over CDP",
  "moz-firefox": "Debian's Firefox ESR, driven by Playwright over WebDriver BiDi",
  webkitgtk: "Debian's WebKitGTK (MiniBrowser), driven by Selenium",
};

/** @param {Engine[]} engines */
function report(engines) {
  for (const { engine, backend } of engines) console.log(`  ${engine}: ${BACKENDS[backend]}`);
}

/**
 * @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 * @returns {boolean} whether it succeeded
 */
function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  const { status, error } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (error) console.error(`Could not start ${command}: ${error.message}`);
  return status === 0;
}

const machine = thisMachine();
let { engines, missing } = locateEngines(machine);
if (missing.length > 0) {
  const plan = installPlan(missing, {
    platform: machine.platform,
    isRoot: process.getuid?.() === 0,
    hasAptGet: findOnPath(machine, "apt-get") !== null,
  });
  const playwright = cliEntry("@playwright/test", "playwright");
  console.log(`Installing Playwright's own ${missing.join(", ")} for the browser suites:`);
  const downloaded =
    run(process.execPath, [playwright, "install", ...plan.playwright.install]) &&
    (!plan.playwright.systemLibraries ||
      run(process.execPath, [playwright, "install-deps", ...plan.playwright.install]));
  if (!downloaded && plan.debianPackages.length > 0) {
    console.log(`Playwright's downloads are out of reach; installing Debian's packages instead:`);
    const apt = { DEBIAN_FRONTEND: "noninteractive" };
    run("apt-get", ["update", "-qq"], apt);
    run(
      "apt-get",
      ["install", "-y", "-qq", "--no-install-recommends", ...plan.debianPackages],
      apt,
    );
  }
  ({ engines, missing } = locateEngines(thisMachine()));
  if (missing.length > 0 && plan.rootCommand) {
    console.error(`The browser suites need ${missing.join(", ")}: installing them takes root.`);
    console.error(`Run this, then npm test again:\n\n  ${plan.rootCommand}\n`);
    process.exit(1);
  }
  if (missing.length > 0) {
    console.error(`Still missing for the browser suites: ${missing.join(", ")}.`);
    console.error(plan.advice);
    process.exit(1);
  }
}
console.log("Browser engines:");
report(engines);
