// `npm run check:site -- https://<your site>`: fetches the deployed site (the home, /auth/action,
// a missing page, a hashed file the home loads and a missing one, Google's auth handler) and
// prints what it found against what firebase.json promises (scripts/siteChecks.mjs). Exits 0
// only when everything holds; otherwise names each failure, one line each. `--config <file>`
// checks against another Hosting config than firebase.json as `npm run deploy` deploys it: the
// emulators' firebase.emulator.json, for the site `npm start` serves.
import { readFileSync } from "node:fs";
import { deployedConfig, deploySwitches } from "./hostingConfig.mjs";
import { matches, promisedHeaders, unmetRules } from "./hostingRules.mjs";
import { checkResponse, handlerResult, transportResult } from "./siteChecks.mjs";
import { formatReport } from "./siteReport.mjs";

/** @typedef {import("./siteChecks.mjs").Kind} Kind */

const USAGE = "Usage: npm run check:site -- https://<your site> [--config <hosting config>]";
const HANDLER = "/__/auth/handler";

/** @param {string} message @param {number} [code] @returns {never} */
function stop(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** @param {unknown} error @returns {string} why a request failed, in a few words */
function reason(error) {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return "no answer within 20 s";
  const cause = /** @type {{ code?: string; message?: string } | undefined} */ (error.cause);
  return cause?.code ?? cause?.message ?? error.message;
}

/** @param {string} address @returns {URL} */
function siteAt(address) {
  const site = URL.canParse(address) ? new URL(address) : null;
  if (site && ["http:", "https:"].includes(site.protocol)) return site;
  return stop(`Not a site's address: "${address}" (${USAGE.slice(7)})`, 2);
}

const args = process.argv.slice(2);
const configAt = args.indexOf("--config");
const [, configFile] = configAt >= 0 ? args.splice(configAt, 2) : [];
const [address = "", ...extra] = args;
if (!address || extra.length > 0 || (configAt >= 0 && !configFile)) stop(USAGE, 2);
const site = siteAt(address);

/** @type {import("./hostingRules.mjs").Hosting} */
let hosting;
let against = configFile;
try {
  if (configFile) hosting = JSON.parse(readFileSync(configFile, "utf8")).hosting;
  else {
    const switches = deploySwitches();
    hosting = deployedConfig(switches).hosting;
    const state = (/** @type {boolean} */ on) => (on ? "on" : "off");
    against =
      `firebase.json as deployed (reCAPTCHA switch ${state(switches.recaptcha)}, ` +
      `functions switch ${state(switches.functions)})`;
  }
  if (!Array.isArray(hosting?.headers)) {
    throw new Error(`no hosting.headers in ${configFile ?? "firebase.json"}`);
  }
} catch (error) {
  stop(`Cannot read the Hosting config: ${error instanceof Error ? error.message : error}`);
}

/** @param {string} path no redirect followed: a redirect is what the site answers */
async function get(path) {
  const options = {
    redirect: /** @type {const} */ ("manual"),
    signal: AbortSignal.timeout(20_000),
  };
  const response = await fetch(new URL(path, site), options);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const home = await get("/").catch((error) => stop(`Cannot reach ${site.origin}: ${reason(error)}`));
// The files the home loads, by path on this site: scripts, styles, icons.
const files = [...home.body.matchAll(/\b(?:src|href)="(\/(?!\/)[^"]*)"/g)].map(
  ([, path = ""]) => path,
);
const immutable = (/** @type {string} */ path) =>
  /\bimmutable\b/.test(promisedHeaders(hosting, path).get("cache-control")?.value ?? "");
const asset = files.find((path) => path && immutable(path));
const extension = /\.\w+$/.exec(asset ?? "")?.[0] ?? ".js";
/** @type {Array<[string, Kind]>} */
const targets = [
  ["/", "page"],
  ["/auth/action", "action"],
  ["/check-site/no-such-page", "page"],
  ...(asset ? [/** @type {[string, Kind]} */ ([asset, "asset"])] : []),
  [`${(asset ?? "/").replace(/[^/]*$/, "")}check-site-missing${extension}`, "missing asset"],
];
const checked = () => targets.map(([path]) => path);
// A header rule none of these meets, such as the SVG icon's, is checked on a file the home loads.
for (const rule of unmetRules(hosting, checked())) {
  const file = files.find((path) => matches(rule, path));
  if (file && !checked().includes(file)) targets.push([file, "file"]);
}

/** @type {Array<{ path: string; results: import("./siteChecks.mjs").Result[] }>} */
const report = [{ path: site.origin, results: [transportResult(site)] }];
for (const [path, kind] of [...targets, /** @type {[string, Kind]} */ ([HANDLER, "page"])]) {
  const answer = await get(path).catch(reason);
  if (typeof answer === "string") {
    report.push({
      path,
      results: [{ check: "Fetched", promised: "an answer", found: answer, ok: false }],
    });
    continue;
  }
  const seen = { path, kind, ...answer, page: answer.body === home.body };
  const results = path === HANDLER ? [handlerResult(hosting, seen)] : checkResponse(hosting, seen);
  report.push({ path, results });
}
if (!asset) {
  const found = "none that firebase.json caches for good";
  const results = [{ check: "A hashed file the home loads", promised: "one", found, ok: false }];
  report.push({ path: "/", results });
}
for (const rule of unmetRules(hosting, checked())) {
  const results = [{ check: "A path checked", promised: "one", found: "none", ok: false }];
  report.push({ path: `firebase.json's rule for ${rule.source ?? rule.regex}`, results });
}
const { lines, holds } = formatReport(`${site.origin} against ${against}`, report);
console.log(lines.join("\n"));
process.exit(holds ? 0 : 1);
