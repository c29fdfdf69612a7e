// firebase.json is what `firebase deploy` ships to Firebase Hosting and Cloud Functions (and,
// with the emulators' hosts in connect-src, what `npm start` serves). Its rules are checked here;
// e2e/app/ and e2e/production/ check the headers as served, deploy.test.ts what deploying does.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployedConfig, emulatorConfig } from "../scripts/hostingConfig.mjs";
import REAL_PROJECT from "../src/testing/shared/realProject.json" with { type: "json" };
import { RECAPTCHA_SCRIPTS } from "../src/lib/recaptchaScriptPolicy.ts";

interface HostingConfig {
  hosting: {
    public: string;
    rewrites: { regex: string; destination: string }[];
    headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
  };
  functions: {
    source: string;
    codebase: string;
    runtime: string;
    ignore: string[];
    predeploy: string;
  }[];
}

const { hosting, functions } = JSON.parse(readFileSync("firebase.json", "utf8")) as HostingConfig;

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

/** The CSP of every response in `config`. */
function cspOf(config: { hosting: { headers: HostingConfig["hosting"]["headers"] } }) {
  const rule = config.hosting.headers[0];
  return directives(rule?.headers.find(({ key }) => key === "Content-Security-Policy")?.value);
}

/** The CSP of every response as deployed, with the reCAPTCHA switch off or on. */
function deployedCsp(recaptcha: boolean, functions = false): Map<string, string[]> {
  return cspOf(deployedConfig({ recaptcha, functions }, REAL_PROJECT));
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
  // Cache-Control wins on /assets/ and /auth/action (firebase-tools #8917, #9467; the emulator
  // does the same). The action page's address carries a mailed link's one-time code.
  it("caches the hashed files under /assets/ for good, never stores /auth/action, and revalidates everything else", () => {
    const cacheRules = hosting.headers.flatMap(({ source, headers }) =>
      headers
        .filter(({ key }) => key.toLowerCase() === "cache-control")
        .map(({ value }) => [source, value]),
    );
    expect(cacheRules).toEqual([
      ["**", "no-cache"],
      ["/assets/**", "public, max-age=31536000, immutable"],
      ["/auth/action", "no-store"],
    ]);
  });

  // Hosting adds charset=utf-8 to HTML, JavaScript, CSS and JSON itself, but not to +xml types,
  // which ASVS 5.0's 4.1.1 names too.
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
    expect(deployedCsp(false)).toEqual(csp);
  });

  // The client SDK calls https://<region>-<project>.cloudfunctions.net/<name>; the project is the
  // one the build names, so firebase.json cannot say it.
  it("with the Cloud Functions switch, lets the app connect to its project's functions too, and to nothing else", () => {
    const withFunctions = new Map(csp);
    withFunctions.set("connect-src", [
      ...(csp.get("connect-src") ?? []),
      "https://us-central1-my-app-1234.cloudfunctions.net",
    ]);
    expect(deployedCsp(false, true)).toEqual(withFunctions);
    expect(deployedCsp(true, true).get("connect-src")).toEqual(withFunctions.get("connect-src"));
  });

  it("served by the emulators, lets the app connect to the Auth and Functions emulators in place of Google's endpoints", () => {
    const served = cspOf(emulatorConfig("start", {}));
    expect(served.get("connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:9099",
      "http://127.0.0.1:5001",
      "https://api.pwnedpasswords.com",
    ]);
    expect(new Map([...served].filter(([name]) => name !== "connect-src"))).toEqual(
      new Map([...csp].filter(([name]) => name !== "connect-src")),
    );
  });
});

describe("firebase.json functions config", () => {
  // Its own codebase, so that a deploy neither offers to delete an owner's other functions nor
  // touches them. firebase-tools uploads the folder minus `ignore`, and Cloud Build installs its
  // package.json: what runs is lib/, built by the predeploy.
  it("deploys functions/ as the codebase `account`, on Node.js 24, its built code without its sources", () => {
    expect(functions).toEqual([
      {
        source: "functions",
        codebase: "account",
        runtime: "nodejs24",
        ignore: ["node_modules", "src", "tsconfig.json", "*.tsbuildinfo", "*.test.*", "*.local"],
        predeploy: "node scripts/predeploy.mjs --functions",
      },
    ]);
    const manifest = JSON.parse(readFileSync("functions/package.json", "utf8")) as {
      main: string;
      scripts?: Record<string, string>;
    };
    expect(manifest.main).toBe("lib/index.js");
    // Google's Node.js runtime would run a `build` script on Cloud Build, where no sources are.
    expect(manifest.scripts?.build).toBeUndefined();
  });
});
