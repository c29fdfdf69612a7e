// The rules of `npm run check:site`, tried on sample responses built from the repository's own
// firebase.json, so the samples follow the config: what it promises for each path, the floor
// docs/SECURITY.md claims beyond it, and the report's lines. No network: the check run against
// the Hosting emulator and against a bare server is checks/checkSite.contract.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { YEAR, type Result } from "../scripts/headerChecks.mjs";
import {
  matches,
  promisedHeaders,
  servesApp,
  unmetRules,
  type Hosting,
} from "../scripts/hostingRules.mjs";
import {
  checkResponse,
  handlerResult,
  transportResult,
  type Kind,
  type Seen,
} from "../scripts/siteChecks.mjs";
import { formatReport } from "../scripts/siteReport.mjs";

const { hosting } = JSON.parse(readFileSync("firebase.json", "utf8")) as { hosting: Hosting };

/** A response to `path` with exactly the headers firebase.json promises there, changed by `edits`. */
function served(path: string, kind: Kind, edits: Record<string, string | null> = {}): Seen {
  const headers = new Map(
    [...promisedHeaders(hosting, path)].map(([name, { value }]) => [name, value]),
  );
  headers.set("content-type", headers.get("content-type") ?? "text/html; charset=utf-8");
  for (const [name, value] of Object.entries(edits)) {
    if (value === null) headers.delete(name.toLowerCase());
    else headers.set(name.toLowerCase(), value);
  }
  const file = kind === "asset" || kind === "file";
  const status = kind === "missing asset" ? 404 : 200;
  return {
    path,
    kind,
    status,
    headers: { get: (name) => headers.get(name.toLowerCase()) ?? null },
    page: !file && status === 200,
  };
}

function failures(results: Result[]): string[] {
  return results.filter(({ ok }) => ok === false).map(({ check }) => check);
}

const ASSET = "/assets/index-CXIUxudt.js";
const CSP = promisedHeaders(hosting, "/").get("content-security-policy")?.value ?? "";

/** firebase.json's CSP without the directive `name`. */
function without(name: string): string {
  return CSP.split("; ")
    .filter((directive) => !directive.startsWith(name))
    .join("; ");
}

describe("what firebase.json promises for a path, read as Hosting reads it", () => {
  it("gives each path the headers of every rule that matches, the later rule winning", () => {
    const cache = (path: string) => promisedHeaders(hosting, path).get("cache-control")?.value;
    expect(cache("/")).toBe("no-cache");
    expect(cache(ASSET)).toMatch(/\bimmutable\b/);
    expect(cache("/auth/action")).toBe("no-store");
    expect(promisedHeaders(hosting, "/favicon.svg").get("content-type")?.value).toMatch(
      /charset=utf-8/,
    );
    expect(promisedHeaders(hosting, "/no/such/page").has("content-security-policy")).toBe(true);
  });

  it("reads globs as Hosting does: any folders, one folder, either of a list, a dot as a dot", () => {
    expect(matches({ source: "**/*.svg" }, "/favicon.svg")).toBe(true);
    expect(matches({ source: "**/*.svg" }, "/icons/a/b.svg")).toBe(true);
    expect(matches({ source: "**/*.svg" }, "/favicon-svg")).toBe(false);
    expect(matches({ source: "/assets/*.js" }, "/assets/sub/x.js")).toBe(false);
    expect(matches({ source: "/{a,b}/x?.txt" }, "/b/x1.txt")).toBe(true);
    expect(matches({ regex: "^[^.]*$" }, "/auth/action")).toBe(true);
  });

  it("serves the app's page for a path that names no file, and nothing for a missing file", () => {
    expect(servesApp(hosting, "/check-site/no-such-page")).toBe(true);
    expect(servesApp(hosting, "/auth/action")).toBe(true);
    expect(servesApp(hosting, "/assets/check-site-missing.js")).toBe(false);
  });

  it("names a header rule that no path checked meets, so a rule added later is not left behind", () => {
    const added = {
      ...hosting,
      headers: [...hosting.headers, { source: "/reports/**", headers: [] }],
    };
    const paths = ["/", "/auth/action", ASSET, "/favicon.svg"];
    expect(unmetRules(hosting, paths)).toEqual([]);
    expect(unmetRules(added, paths)).toEqual([{ source: "/reports/**", headers: [] }]);
    expect(
      unmetRules({ headers: [{ source: "/{a,b}/*.txt", headers: [] }] }, ["/b/x.txt"]),
    ).toEqual([]);
  });
});

describe("a response held to firebase.json and to the floor", () => {
  it("holds when every path sends exactly what firebase.json promises", () => {
    for (const [path, kind] of [
      ["/", "page"],
      ["/auth/action", "action"],
      [ASSET, "asset"],
      ["/assets/check-site-missing.js", "missing asset"],
    ] as const) {
      expect(failures(checkResponse(hosting, served(path, kind)))).toEqual([]);
    }
  });

  it("holds with the CSP's directives in another order and other spacing", () => {
    const reordered = CSP.split(";").reverse().join(" ;  ");
    const seen = served("/", "page", { "Content-Security-Policy": reordered });
    expect(failures(checkResponse(hosting, seen))).toEqual([]);
  });

  it("fails without the CSP, naming it and each directive the security table rests on", () => {
    const seen = served("/", "page", { "Content-Security-Policy": null });
    expect(failures(checkResponse(hosting, seen))).toEqual([
      "CSP",
      "CSP: require-trusted-types-for 'script'",
      "CSP: base-uri",
      "CSP: frame-ancestors",
    ]);
  });

  it("fails a CSP that drops Trusted Types or base-uri, or changes a source", () => {
    const check = (policy: string) =>
      failures(checkResponse(hosting, served("/", "page", { "Content-Security-Policy": policy })));
    expect(check(without("require-trusted-types-for"))).toEqual([
      "CSP",
      "CSP: require-trusted-types-for 'script'",
    ]);
    expect(check(without("base-uri"))).toEqual(["CSP", "CSP: base-uri"]);
    expect(check(CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toEqual([
      "CSP",
    ]);
  });

  it("fails HSTS that is missing, shorter than a year, or without includeSubDomains", () => {
    const hsts = (value: string | null) =>
      failures(checkResponse(hosting, served("/", "page", { "Strict-Transport-Security": value })));
    for (const value of [
      null,
      `max-age=${YEAR - 1}; includeSubDomains`,
      "max-age=63072000; preload",
    ]) {
      expect(hsts(value)).toEqual(["HSTS (a year+, includeSubDomains)"]);
    }
  });

  // A config weakened later is what the site then serves: equal to firebase.json is not enough.
  it("fails below the floor even where firebase.json says the same", () => {
    const cases: [string, Kind, string, string, string][] = [
      [
        "/",
        "page",
        "Strict-Transport-Security",
        "max-age=86400; includeSubDomains",
        "HSTS (a year+, includeSubDomains)",
      ],
      [
        "/",
        "page",
        "Strict-Transport-Security",
        "max-age=63072000; preload",
        "HSTS (a year+, includeSubDomains)",
      ],
      ["/", "page", "X-Content-Type-Options", "sniff", "X-Content-Type-Options (nosniff)"],
      [
        "/",
        "page",
        "Content-Security-Policy",
        without("require-trusted-types-for"),
        "CSP: require-trusted-types-for 'script'",
      ],
      [
        "/",
        "page",
        "Content-Security-Policy",
        `${without("require-trusted-types-for")}; require-trusted-types-for 'none'`,
        "CSP: require-trusted-types-for 'script'",
      ],
      ["/", "page", "Content-Security-Policy", without("base-uri"), "CSP: base-uri"],
      ["/", "page", "Content-Security-Policy", without("frame-ancestors"), "CSP: frame-ancestors"],
      ["/", "page", "Cache-Control", "max-age=3600", "Cache-Control (no-cache or no-store)"],
      ["/auth/action", "action", "Cache-Control", "no-cache", "Cache-Control (no-store)"],
      [
        ASSET,
        "asset",
        "Cache-Control",
        "public, max-age=31536000",
        "Cache-Control (immutable, a year+)",
      ],
      [
        ASSET,
        "asset",
        "Cache-Control",
        "public, max-age=86400, immutable",
        "Cache-Control (immutable, a year+)",
      ],
    ];
    for (const [path, kind, key, value, failure] of cases) {
      const weak = {
        ...hosting,
        headers: [...hosting.headers, { source: path, headers: [{ key, value }] }],
      };
      const seen = served(path, kind, { [key]: value });
      expect(failures(checkResponse(weak, seen)), `${key}: ${value}`).toEqual([failure]);
    }
  });

  it("fails nosniff, Referrer-Policy and Permissions-Policy when missing or changed", () => {
    const seen = served("/", "page", {
      "X-Content-Type-Options": null,
      "Referrer-Policy": "unsafe-url",
      "Permissions-Policy": null,
    });
    expect(failures(checkResponse(hosting, seen))).toEqual([
      "X-Content-Type-Options (nosniff)",
      "Referrer-Policy",
      "Permissions-Policy",
    ]);
  });

  it("fails a page that may be stored, an action page that is not no-store, and a hashed file not kept for good", () => {
    const cache = (path: string, kind: Kind, value: string) =>
      failures(checkResponse(hosting, served(path, kind, { "Cache-Control": value })));
    expect(cache("/", "page", "max-age=3600")).toEqual(["Cache-Control (no-cache or no-store)"]);
    expect(cache("/auth/action", "action", "no-cache")).toEqual(["Cache-Control (no-store)"]);
    expect(cache(ASSET, "asset", "public, max-age=31536000")).toEqual([
      "Cache-Control (immutable, a year+)",
    ]);
    expect(cache(ASSET, "asset", "public, max-age=86400, immutable")).toEqual([
      "Cache-Control (immutable, a year+)",
    ]);
  });

  it("fails text without its charset, and asks none of other types", () => {
    const type = (value: string) =>
      failures(checkResponse(hosting, served("/", "page", { "Content-Type": value })));
    expect(type("text/html")).toEqual(["Content-Type (a charset on text)"]);
    expect(type("application/javascript")).toEqual(["Content-Type (a charset on text)"]);
    expect(type("image/png")).toEqual([]);
    const svg = served("/favicon.svg", "file", { "Content-Type": "image/svg+xml" });
    expect(failures(checkResponse(hosting, svg))).toEqual(["Content-Type (a charset on text)"]);
  });

  it("fails a missing file answered with the app's page, and a page that is not the app's", () => {
    const missing: Seen = {
      ...served("/assets/check-site-missing.js", "missing asset"),
      status: 200,
      page: true,
    };
    expect(failures(checkResponse(hosting, missing))).toEqual(["Status"]);
    const other: Seen = { ...served("/auth/action", "action"), page: false };
    expect(failures(checkResponse(hosting, other))).toEqual(["Status"]);
  });
});

describe("what Hosting does of its own", () => {
  it("reports Google's auth handler, and which of firebase.json's headers reach it, never failing it", () => {
    const google: Seen = {
      ...served("/__/auth/handler", "file", { "Content-Security-Policy": null }),
      page: false,
    };
    const result = handlerResult(hosting, google);
    expect(result.ok).toBe("reported");
    expect(result.note).toMatch(/lacks firebase.json's Content-Security-Policy$/);
    const app: Seen = { ...served("/__/auth/handler", "page"), page: true };
    expect(handlerResult(hosting, app)).toMatchObject({ ok: "not here", found: "the app's page" });
  });

  it("asks for HTTPS, except of a server on this machine, which it says it cannot check", () => {
    expect(transportResult(new URL("https://demo.web.app")).ok).toBe(true);
    expect(transportResult(new URL("http://demo.web.app")).ok).toBe(false);
    expect(transportResult(new URL("http://127.0.0.1:5080")).ok).toBe("not here");
  });
});

describe("the report", () => {
  const ok: Result = { check: "Status", promised: "200", found: "200", ok: true };
  const hsts: Result = {
    check: "HSTS (a year+, includeSubDomains)",
    promised: "max-age=63072000",
    found: "(none)",
    ok: false,
  };

  it("names each failure on a line of its own, with the paths it was seen on", () => {
    const { lines, holds } = formatReport("a site", [
      { path: "/", results: [ok, hsts] },
      { path: "/auth/action", results: [ok, hsts] },
    ]);
    expect(holds).toBe(false);
    expect(lines.filter((line) => line.startsWith("FAIL"))).toEqual([
      "FAIL HSTS (a year+, includeSubDomains) on /, /auth/action: found (none); promised max-age=63072000",
    ]);
  });

  it("holds when every check does, and says what it could not check", () => {
    const handler: Result = {
      check: "Google's auth handler",
      promised: "",
      found: "",
      ok: "not here",
      note: "no handler",
    };
    const { lines, holds } = formatReport("a site", [{ path: "/", results: [ok, handler] }]);
    expect(holds).toBe(true);
    expect(lines).toContain("Not checkable here: no handler");
    expect(lines.at(-1)).toMatch(/^All 1 checks hold/);
  });
});
