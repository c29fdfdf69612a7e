// Before the cross-browser run: every engine's browser, driver and display must be installed.
// A missing one fails the run and names its Debian package; no engine is ever skipped.
import { existsSync } from "node:fs";
import { ENGINES } from "./engines.mjs";

const missing = ENGINES.flatMap(({ name, needs }) =>
  needs.filter(({ path }) => !existsSync(path)).map((need) => ({ ...need, name })),
);
if (missing.length > 0) {
  for (const { name, path, pkg } of missing) {
    console.error(`The ${name} tests need ${path}, from the Debian package ${pkg}.`);
  }
  const packages = [...new Set(missing.map(({ pkg }) => pkg))].join(" ");
  console.error(`Install on Debian or Ubuntu with: sudo apt-get install ${packages}`);
  process.exit(1);
}
