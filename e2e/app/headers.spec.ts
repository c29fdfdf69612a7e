import { readdirSync, readFileSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { anyOf, expect, test } from "../support/fixtures";

// What `npm run test:emulated` built (vite build --mode emulator) and the Hosting emulator serves.
const INDEX_HTML = readFileSync(
  new URL("../../build/emulator/index.html", import.meta.url),
  "utf8",
);
const BUILT_ASSETS = readdirSync(new URL("../../build/emulator/assets/", import.meta.url)).map(
  (name) => `/assets/${name}`,
);

// The app's routes, unknown paths (the app shows its 404 page), and /assets without a file name:
// every path that names no file.
const HTML_ROUTES = [
  "/",
  "/auth/sign-in",
  "/auth/sign-up",
  "/protected",
  "/no/such/page",
  "/assets",
];

/** What firebase.json gives the hashed files under /assets/: a browser keeps them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A year, in seconds: the least max-age that OWASP ASVS 5.0's 3.4.1 accepts for HSTS. */
const YEAR = 365 * 24 * 60 * 60;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** Strict-Transport-Security's max-age, in seconds, and whether it covers subdomains. */
function hsts(header = "") {
  const directives = header.split(";").map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.filter((directive) => directive.startsWith("max-age="));
  return {
    maxAge: maxAge.length === 1 ? Number(maxAge[0]?.slice("max-age=".length)) : NaN,
    includeSubDomains: directives.includes("includesubdomains"),
  };
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("script-src")).toContain("'self'");
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  // Trusted Types: no script URL, script text or HTML from a plain string, and no policy.
  expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
  expect(csp.get("trusted-types")).toEqual(["'none'"]);
  // Emulator setup: the app may call the Auth emulator.
  expect(csp.get("connect-src")).toContain("http://127.0.0.1:9099");

  const { maxAge, includeSubDomains } = hsts(headers["strict-transport-security"]);
  expect(maxAge).toBeGreaterThanOrEqual(YEAR);
  expect(includeSubDomains).toBe(true);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
}

for (const path of HTML_ROUTES) {
  test(`${path} serves index.html with the security headers, uncached`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  });
}

// A mailed link's address carries its one-time code: the browser is told to keep no copy of the
// page it came with.
test("/auth/action, a mailed link's page, serves index.html never to be stored", async ({
  request,
}) => {
  const response = await request.get("/auth/action?mode=resetPassword&oobCode=a-code&apiKey=a-key");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(INDEX_HTML);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expectSecurityHeaders(response);
});

// A file name carries its content's hash, so a new build's file has a new name: a browser may keep
// each for a year without asking again, and a repeat visit asks for the page alone.
test("built assets have the security headers and are cached for good", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const entry = [...html.matchAll(/"(\/assets\/[^"]+-[\w-]{8}\.js)"/g)].map((match) => match[1]);
  expect(entry).toHaveLength(1); // the entry script (the stylesheet is inlined)
  expect(BUILT_ASSETS).toContain(entry[0]);
  // Every file the build wrote, lazy chunks included.
  for (const asset of BUILT_ASSETS) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  }
});

// Files without a hash in their name keep it across builds: they are revalidated, like the page.
for (const path of ["/index.html", "/favicon.svg"]) {
  test(`${path}, unhashed, is revalidated`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["etag"]).toBeTruthy();
    expectSecurityHeaders(response);
  });
}

// A tab left open across a deploy asks for chunks the new deploy no longer has: the request must
// fail, not get the app's HTML in place of a script (src/lib/loadChunk.ts then reloads the tab).
// Hosting picks headers by path alone, so that 404 carries the year-long header too
// (docs/DEPLOYING.md says when that matters).
for (const path of ["/assets/index-gone0000.js", "/assets/x.css", "/assets/sub/x.js", "/x.ico"]) {
  test(`${path}, missing, is a 404, not index.html`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toBe(INDEX_HTML);
    expectSecurityHeaders(response);
  });
}

// What the headers above ask of the browser, seen in the page: HTML or a script's URL given as a
// plain string is refused, as is any policy that would turn strings into trusted values.
test.describe("Trusted Types, enforced by the page's CSP", () => {
  test.use({
    allowedCspViolations: [
      anyOf(
        /^require-trusted-types-for blocked trusted-types-sink$/,
        /^trusted-types blocked trusted-types-policy$/,
      ),
    ],
    allowedConsoleErrors: [
      anyOf(
        /^This document requires 'Trusted(HTML|ScriptURL)' assignment\./,
        /^Creating a TrustedTypePolicy named 'default' violates .*"trusted-types 'none'"/,
      ),
    ],
  });

  test("refuse HTML and a script's URL given as strings, and any policy", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    const refusals = await page.evaluate(() => {
      const refusal = (action: () => void) => {
        try {
          action();
          return "allowed";
        } catch (error) {
          return error instanceof TypeError ? "refused" : String(error);
        }
      };
      const { trustedTypes } = window as unknown as {
        trustedTypes?: { createPolicy(name: string, rules: object): unknown };
      };
      return {
        html: refusal(() => {
          document.createElement("div").innerHTML = "<b>bold</b>";
        }),
        scriptUrl: refusal(() => {
          document.createElement("script").src = "/assets/x.js";
        }),
        policy: refusal(() => trustedTypes?.createPolicy("default", {})),
      };
    });
    expect(refusals).toEqual({ html: "refused", scriptUrl: "refused", policy: "refused" });
  });
});
