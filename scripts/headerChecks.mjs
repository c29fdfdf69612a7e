// How `npm run check:site` judges one header of a response: against firebase.json's value for
// its path, and against the floor docs/SECURITY.md claims (HSTS for a year, Trusted Types, a
// charset on text…), so a config weakened later fails here too. scripts/siteChecks.mjs applies
// these to each response.

/** A year, in seconds: the least HSTS max-age ASVS 5.0's 3.4.1 accepts, and "cached for good". */
export const YEAR = 365 * 24 * 60 * 60;

/**
 * @typedef {import("./hostingRules.mjs").Header} Header
 * @typedef {{ check: string; promised: string; found: string;
 *   ok: boolean | "reported" | "not here"; note?: string }} Result
 *   ok: "reported" for what firebase.json cannot change, "not here" for what this server cannot show
 * @typedef {{ name?: string; label: string; holds: (value: string) => boolean }} Floor
 *   name: what the docs call the header, where that is shorter
 */

/** @param {string} value @returns {Map<string, string>} HSTS's or Cache-Control's, by name */
function parameters(value) {
  return new Map(
    value.split(/[;,]/).map((part) => {
      const [name = "", setting = ""] = part.trim().toLowerCase().split("=");
      return [name, setting];
    }),
  );
}

/** @param {string} value @param {string[]} names whether it has any of them */
export const has = (value, ...names) => names.some((name) => parameters(value).has(name));
/** @param {string} value */
export const longLived = (value) => Number(parameters(value).get("max-age") ?? NaN) >= YEAR;
/** @type {Floor} */
export const PRESENT = { label: "", holds: () => true };

/** What docs/SECURITY.md claims of every response, beyond firebase.json's exact value. */
/** @type {Record<string, Floor>} */
export const FLOORS = {
  "Strict-Transport-Security": {
    name: "HSTS",
    label: "a year+, includeSubDomains",
    holds: (value) => longLived(value) && has(value, "includesubdomains"),
  },
  "X-Content-Type-Options": { label: "nosniff", holds: (value) => value === "nosniff" },
  "Referrer-Policy": PRESENT,
  "Permissions-Policy": PRESENT,
};

/** The CSP's directives that docs/SECURITY.md names, and the sources one must have. */
const CSP_FLOORS = [["require-trusted-types-for", "'script'"], ["base-uri"], ["frame-ancestors"]];

// Types served as text, which need their charset said (ASVS 5.0's 4.1.1).
const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml)\b|[^;]*\+(xml|json)\b)/i;

/** @param {string | null} policy @returns {Map<string, string>} a CSP's sources, by directive */
export function cspDirectives(policy) {
  const entries = (policy ?? "").split(";").map((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    return /** @type {[string, string]} */ ([name.toLowerCase(), sources.join(" ")]);
  });
  return new Map(entries.filter(([name]) => name));
}

/** @param {string | null} value */
const normal = (value) => value?.trim().replace(/\s+/g, " ") ?? null;

/**
 * @param {string} name @param {Header | undefined} promise @param {string | null} found
 * @param {Floor} floor @returns {Result}
 */
export function headerResult(name, promise, found, floor) {
  const same = promise === undefined || normal(found) === normal(promise.value);
  return {
    check: floor.label ? `${floor.name ?? name} (${floor.label})` : (floor.name ?? name),
    promised: promise?.value ?? "(not in firebase.json)",
    found: found ?? "(none)",
    ok: found !== null && same && floor.holds(normal(found) ?? ""),
  };
}

/** @param {Header | undefined} promise @param {string | null} found @returns {Result[]} */
export function cspResults(promise, found) {
  const [wanted, got] = [cspDirectives(promise?.value ?? null), cspDirectives(found)];
  const names = new Set([...wanted.keys(), ...got.keys()]);
  const differ = [...names].filter((name) => wanted.get(name) !== got.get(name));
  const policy = {
    check: "CSP",
    promised: promise ? `firebase.json's (${wanted.size} directives)` : "(not in firebase.json)",
    found: found === null ? "(none)" : differ.length ? `differs: ${differ.join(", ")}` : "the same",
    ok: found !== null && differ.length === 0,
  };
  const floors = CSP_FLOORS.map(([name = "", required]) => {
    const [want, value] = [wanted.get(name), got.get(name)];
    const ok = value !== undefined && (want ?? value) === value && (required ?? value) === value;
    const check = `CSP: ${name}${required ? ` ${required}` : ""}`;
    return { check, promised: want ?? "(not in firebase.json)", found: value ?? "(none)", ok };
  });
  return [policy, ...floors];
}

/** @param {Header | undefined} promise @param {string | null} found @returns {Result} */
export function typeResult(promise, found) {
  const result = headerResult("Content-Type (a charset on text)", promise, found, PRESENT);
  const charset = !TEXT_TYPE.test(found ?? "") || /;\s*charset=utf-8\b/i.test(found ?? "");
  return {
    ...result,
    promised: promise?.value ?? "Hosting's, by extension",
    ok: result.ok && charset,
  };
}
