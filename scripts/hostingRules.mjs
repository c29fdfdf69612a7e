// What firebase.json's Hosting config promises for a path, read as Hosting reads it: the headers
// of every rule whose glob or regex matches, and whether a rewrite serves the app's page there.
// Used by `npm run check:site` (scripts/siteChecks.mjs), so the check follows the config.
import { minimatch } from "minimatch";

/**
 * @typedef {{ source?: string; regex?: string }} PathRule a rule of firebase.json, by path
 * @typedef {{ key: string; value: string }} Header
 * @typedef {{ headers: Array<PathRule & { headers: Header[] }>;
 *   rewrites?: Array<PathRule & { destination?: string }> }} Hosting firebase.json's `hosting`
 */

/**
 * Whether `rule` applies to `path`: a glob by minimatch, a regex as JavaScript runs it, as
 * Hosting's own server (superstatic) decides where RE2 is not installed.
 * @param {PathRule} rule @param {string} path
 */
export function matches(rule, path) {
  if (rule.regex !== undefined) return new RegExp(rule.regex, "u").test(path);
  return minimatch(path, rule.source ?? "");
}

/**
 * The headers firebase.json has Hosting send for `path`, by lower-cased name: every rule that
 * matches, in order, so that a later rule's value wins, as on Hosting.
 * @param {Hosting} hosting @param {string} path @returns {Map<string, Header>}
 */
export function promisedHeaders(hosting, path) {
  const promised = new Map();
  for (const rule of hosting.headers.filter((candidate) => matches(candidate, path))) {
    for (const header of rule.headers) promised.set(header.key.toLowerCase(), header);
  }
  return promised;
}

/** @param {Hosting} hosting @param {string} path whether Hosting answers with the app's page */
export function servesApp(hosting, path) {
  const rewrites = hosting.rewrites ?? [];
  return rewrites.some((rule) => rule.destination === "/index.html" && matches(rule, path));
}

/**
 * firebase.json's header rules that none of `paths` meets, so that a rule added later is either
 * checked or named.
 * @param {Hosting} hosting @param {string[]} paths @returns {PathRule[]}
 */
export function unmetRules(hosting, paths) {
  return hosting.headers.filter((rule) => !paths.some((path) => matches(rule, path)));
}
