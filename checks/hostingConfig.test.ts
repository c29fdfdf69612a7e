// firebase.json is what `firebase deploy` ships to Firebase Hosting (and, with the emulator host
// added to connect-src, what `npm start` serves). Its rules are checked here; e2e/app/ and
// e2e/production/ check the headers as served, deploy.test.ts what deploying does.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployedConfig } from "../scripts/hostingConfig.mjs";
import { RECAPTCHA_SCRIPTS } from "../src/lib/recaptchaScriptPolicy.ts";

interface HostingConfig {
  hosting: {
    public: string;
    rewrites: { regex: string; destination: string }[];
    headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
  };
}

const { hosting } = JSON.parse(readFileSync("firebase.json", "utf8")) as HostingConfig;

function headersFor(source: string): Map<string, string> {
  const rule = hosting.headers.find((candidate) => candidate.source === source);
  return new Map(rule?.headers.map(({ key, value }) => [key, value]));
}

/** A regex of firebase.json, as the Hosting emulator runs it when RE2 is not installed. */
function hostingRegex(pattern = ""): RegExp {
  return new RegExp(pattern, "u");
}

const appRoute = hostingRegex(hosting.rewrites[0]?.regex);

/** A CSP's directives, by name. */
function directives(policy = ""): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const everyResponse = headersFor("**");
const csp = directives(everyResponse.get("Content-Security-Policy"));

/** The CSP of every response as deployed, with the reCAPTCHA switch off or on. */
function deployedCsp(recaptcha: boolean): Map<string, string[]> {
  const rule = deployedConfig({ recaptcha }).hosting.headers[0];
  return directives(rule?.headers.find(({ key }) => key === "Content-Security-Policy")?.value);
}

/** A year, in seconds: the least max-age that OWASP ASVS 5.0's 3.4.1 accepts for HSTS. */
const YEAR = 365 * 24 * 60 * 60;

describe("firebase.json hosting config", () => {
  it("serves the built app for every path that names no file, unknown ones included", () => {
    expect(hosting.public).toBe("dist");
    expect(hosting.rewrites).toHaveLength(1);
    expect(hosting.rewrites[0]?.destination).toBe("/index.html");
    const routes = ["/", "/auth/sign-in", "/auth/sign-up", "/protected", "/no/such/page"];
    // /assets itself, and near misses of it, are unknown paths too, for the app's 404 page.
    for (const path of [...routes, "/assets", "/assets/", "/assetsx/y", "/Assets/x"]) {
      expect(path).toMatch(appRoute);
    }
  });

  it("answers a missing file with a 404, not the app: a chunk under /assets/, an icon", () => {
    for (const path of ["/assets/index-gone0000.js", "/assets/sub/x.css", "/favicon.ico"]) {
      expect(path).not.toMatch(appRoute);
    }
  });

  // Hosting applies every header rule whose path matches, in order, so the later rule's
  // Cache-Control wins on /assets/ (firebase-tools #8917, #9467; the emulator does the same).
  it("caches the hashed files under /assets/ for good, and revalidates everything else", () => {
    const cacheRules = hosting.headers.flatMap(({ source, headers }) =>
      headers
        .filter(({ key }) => key.toLowerCase() === "cache-control")
        .map(({ value }) => [source, value]),
    );
    expect(cacheRules).toEqual([
      ["**", "no-cache"],
      ["/assets/**", "public, max-age=31536000, immutable"],
    ]);
  });

  // Hosting adds charset=utf-8 to HTML, JavaScript, CSS and JSON itself, but not to +xml types,
  // which ASVS 5.0's 4.1.1 names too. (The Hosting emulator types files after the rules, so only
  // this config test sees it.)
  it("types the SVG favicon with a charset, by a rule of its own", () => {
    expect(readdirSync("public").filter((name) => name.endsWith(".svg"))).not.toEqual([]);
    expect(headersFor("**/*.svg").get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  });

  it("writes its regexes for RE2, as Hosting runs them: no lookaround, no backreference", () => {
    const regexes = [...hosting.rewrites, ...hosting.headers].flatMap(({ regex }) => regex ?? []);
    expect(regexes).toHaveLength(1);
    for (const regex of regexes) expect(regex).not.toMatch(/\(\?<?[=!]|\\[1-9]/);
  });

  it("sends HSTS for a year or more, subdomains included", () => {
    const hsts = (everyResponse.get("Strict-Transport-Security") ?? "")
      .split(";")
      .map((directive) => directive.trim());
    const maxAge = hsts.filter((directive) => /^max-age=/i.test(directive));
    expect(maxAge).toHaveLength(1);
    expect(Number(maxAge[0]?.slice("max-age=".length))).toBeGreaterThanOrEqual(YEAR);
    expect(hsts.map((directive) => directive.toLowerCase())).toContain("includesubdomains");
  });

  it("sends the security headers on every response", () => {
    expect(everyResponse.get("X-Content-Type-Options")).toBe("nosniff");
    expect(everyResponse.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(everyResponse.get("Permissions-Policy")).toContain("camera=()");
    expect(everyResponse.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("has a strict Content-Security-Policy", () => {
    expect(csp.get("script-src")).toEqual(["'self'"]);
    // The one inline <style> (the stylesheet, inlined by the build) is allowed by its hash.
    expect(csp.get("style-src")).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  // No code may give a script's URL, its text or HTML as a plain string: a DOM XSS sink refuses
  // it. The app makes no policy, so none may be made.
  it("enforces Trusted Types, with no policy", () => {
    expect(deployedCsp(false).get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(deployedCsp(false).get("trusted-types")).toEqual(["'none'"]);
  });

  // The SDK sets reCAPTCHA's script URL from a string (firebase-js-sdk #7048): the reCAPTCHA
  // build's default policy lets exactly the scripts that script-src allows through.
  it("with the reCAPTCHA switch, still enforces Trusted Types, allowing only the app's default policy and reCAPTCHA's own", () => {
    const recaptchaCsp = deployedCsp(true);
    expect(recaptchaCsp.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(recaptchaCsp.get("trusted-types")).toEqual(["default", "goog#html"]);
    expect(recaptchaCsp.get("script-src")).toEqual(["'self'", ...RECAPTCHA_SCRIPTS]);
  });

  it("lets the app connect only to Firebase Authentication and the Pwned Passwords range API, never to an emulator", () => {
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://api.pwnedpasswords.com",
    ]);
  });
});
