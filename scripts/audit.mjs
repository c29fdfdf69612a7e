// `npm run audit` (part of `npm test`): fails on a high or critical vulnerability in what the app
// ships (production dependencies). Where the registry does not answer audit requests (some
// mirrors and closed networks), it says so plainly and does not fail.
import { spawnSync } from "node:child_process";

// npm's own JS entry (npm sets npm_execpath for its scripts): Windows' npm.cmd needs a shell.
const npm = process.env.npm_execpath;
const { stdout } = npm
  ? spawnSync(process.execPath, [npm, "audit", "--omit=dev", "--json"], { encoding: "utf8" })
  : { stdout: JSON.stringify({ message: "run it as `npm run audit`" }) };
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = { message: stdout.trim() || "no answer" };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(`npm audit: NOT CHECKED, no answer to the audit request (${report.message}).`);
  process.exit(0);
}
const serious = counts.high + counts.critical;
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low.`,
);
process.exit(serious > 0 ? 1 : 0);
