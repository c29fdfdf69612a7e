// The rules of `npm run check:site` (scripts/checkSite.mjs), apart from the network so that
// checks/siteChecks.test.ts can try them on sample headers: what each response the check fetches
// must be, and what Hosting does of its own that firebase.json does not say.
import {
  cspResults,
  FLOORS,
  has,
  headerResult,
  longLived,
  PRESENT,
  typeResult,
} from "./headerChecks.mjs";
import { promisedHeaders, servesApp } from "./hostingRules.mjs";

/**
 * @typedef {import("./hostingRules.mjs").Hosting} Hosting
 * @typedef {import("./headerChecks.mjs").Result} Result
 * @typedef {import("./headerChecks.mjs").Floor} Floor
 * @typedef {"page" | "action" | "asset" | "missing asset" | "file"} Kind what a path is to the app
 * @typedef {{ path: string; kind: Kind; status: number;
 *   headers: { get(name: string): string | null }; page: boolean }} Seen
 *   a response, and whether its body is the home's (the app's page)
 */

/** Pages are never kept without asking; the action page's link code is never kept at all. */
/** @type {Partial<Record<Kind, Floor>>} */
const CACHE_FLOORS = {
  page: { label: "no-cache or no-store", holds: (value) => has(value, "no-cache", "no-store") },
  action: { label: "no-store", holds: (value) => has(value, "no-store") },
  asset: {
    label: "immutable, a year+",
    holds: (value) => has(value, "immutable") && longLived(value),
  },
};

/** @param {Hosting} hosting @param {Seen} seen @returns {Result} */
function statusResult(hosting, { path, kind, status, page }) {
  const file = kind === "asset" || kind === "file";
  const promised = file ? "200" : servesApp(hosting, path) ? "200, the app's page" : "404";
  const found = status === 200 && page ? "200, the app's page" : String(status);
  return { check: "Status", promised, found, ok: found === promised };
}

/**
 * Everything firebase.json and the floors ask of one response.
 * @param {Hosting} hosting @param {Seen} seen @returns {Result[]}
 */
export function checkResponse(hosting, seen) {
  const promised = promisedHeaders(hosting, seen.path);
  /** @type {Map<string, [string, Floor]>} the other headers, by lower-cased name */
  const others = new Map();
  for (const [name, floor] of Object.entries(FLOORS)) others.set(name.toLowerCase(), [name, floor]);
  for (const [lower, { key }] of promised) {
    others.set(lower, [key, others.get(lower)?.[1] ?? PRESENT]);
  }
  const cacheFloor = CACHE_FLOORS[seen.kind];
  if (cacheFloor) others.set("cache-control", ["Cache-Control", cacheFloor]);
  const [type, csp] = ["content-type", "content-security-policy"];
  others.delete(type);
  others.delete(csp);
  return [
    statusResult(hosting, seen),
    typeResult(promised.get(type), seen.headers.get(type)),
    ...cspResults(promised.get(csp), seen.headers.get(csp)),
    ...[...others].map(([lower, [name, floor]]) =>
      headerResult(name, promised.get(lower), seen.headers.get(lower), floor),
    ),
  ];
}

/**
 * Google's page on every Hosting site, which firebase.json cannot change (docs/SECURITY.md,
 * 3.5.4): which of firebase.json's headers reach it is reported, never failed.
 * @param {Hosting} hosting @param {Seen} seen @returns {Result}
 */
export function handlerResult(hosting, { path, status, headers, page }) {
  const result = { check: "Google's auth handler", promised: "Hosting's own page, not the app" };
  if (status === 200 && page) {
    const note = `${path} is the app's page here: this server has no auth handler (the Hosting emulator has none)`;
    return { ...result, found: "the app's page", ok: "not here", note };
  }
  const names = [...promisedHeaders(hosting, path).values()].map(({ key }) => key);
  const missing = names.filter((name) => headers.get(name) === null);
  const found = `${status}, ${names.length - missing.length} of firebase.json's ${names.length} headers`;
  const lacks = missing.length ? `lacks firebase.json's ${missing.join(", ")}` : "has them all";
  const note = `${path}, Google's page on Hosting, ${lacks}`;
  return { ...result, found, ok: "reported", note };
}

/**
 * Browsers heed HSTS over HTTPS only; the emulators serve plain HTTP, on this machine.
 * @param {URL} site @returns {Result}
 */
export function transportResult(site) {
  const scheme = site.protocol.slice(0, -1);
  const result = { check: "HTTPS, where HSTS takes effect", promised: "https", found: scheme };
  if (scheme === "https") return { ...result, ok: true };
  if (!["127.0.0.1", "localhost", "[::1]"].includes(site.hostname)) return { ...result, ok: false };
  const note = "HTTPS: not checkable on this machine, whose servers speak plain HTTP";
  return { ...result, ok: "not here", note };
}
