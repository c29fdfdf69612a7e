import { readdirSync, readFileSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "../fixtures";

// What `npm run test:emulated` built (vite build --mode emulator) and the Hosting emulator serves.
const INDEX_HTML = readFileSync(
  new URL("../../build/emulator/index.html", import.meta.url),
  "utf8",
);
const BUILT_ASSETS = readdirSync(new URL("../../build/emulator/assets/", import.meta.url)).map(
  (name) => `/assets/${name}`,
);

// The app's routes, an unknown path (the app shows its 404 page), and /assets without a file name.
const HTML_ROUTES = [
  "/",
  "/auth/sign-in",
  "/auth/sign-up",
  "/protected",
  "/no/such/page",
  "/assets",
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("script-src")).toContain("'self'");
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  // Emulator setup: the app may call the Auth emulator.
  expect(csp.get("connect-src")).toContain("http://127.0.0.1:9099");

  expect(headers["strict-transport-security"]).toMatch(/max-age=[1-9]\d*/);
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

test("hashed assets have the security headers and are cached for good", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const entry = [...html.matchAll(/"(\/assets\/[^"]+-[\w-]{8}\.js)"/g)].map((match) => match[1]);
  expect(entry).toHaveLength(1); // the entry script (the stylesheet is inlined)
  expect(BUILT_ASSETS).toContain(entry[0]);
  // Every file the build wrote, lazy chunks included: all are named by their content.
  for (const asset of BUILT_ASSETS) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response);
  }
});

// A tab left open across a deploy asks for chunks the new deploy no longer has: the request must
// fail, not get the app's HTML in place of a script.
for (const path of ["/assets/index-gone0000.js", "/assets/x.js", "/assets/sub/x.js"]) {
  test(`${path}, missing, is a 404, not index.html`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toBe(INDEX_HTML);
    expectSecurityHeaders(response);
  });
}

// Hosting picks headers by path alone, whether the file exists or not: a missing name shaped like
// a hashed one (/assets/index-gone0000.js) still gets the year-long header.
test("a missing file under /assets/ not named like a hashed one is not cached", async ({
  request,
}) => {
  for (const path of ["/assets/x.js", "/assets/sub/x.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe("no-cache");
  }
});
