// firebase.json is what `firebase deploy` ships to Firebase Hosting (and, with the emulator host
// added to connect-src, what `npm start` serves). Its rules are checked here; e2e/ and
// e2e-production/ check the headers as served, deploy.test.ts what deploying does.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface HostingConfig {
  hosting: {
    public: string;
    rewrites: { source: string; destination: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
}

const { hosting } = JSON.parse(readFileSync("firebase.json", "utf8")) as HostingConfig;

function headersFor(source: string): Map<string, string> {
  const rule = hosting.headers.find((candidate) => candidate.source === source);
  return new Map(rule?.headers.map(({ key, value }) => [key, value]));
}

const everyResponse = headersFor("**");
const csp = new Map(
  (everyResponse.get("Content-Security-Policy") ?? "").split(";").map((directive) => {
    const [name = "", ...values] = directive.trim().split(/\s+/);
    return [name, values];
  }),
);

describe("firebase.json hosting config", () => {
  it("serves the built app and lets it route every path, unknown ones included", () => {
    expect(hosting.public).toBe("dist");
    expect(hosting.rewrites).toEqual([{ source: "**", destination: "/index.html" }]);
  });

  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(everyResponse.get("Cache-Control")).toBe("no-cache");
    expect(headersFor("/assets/**").get("Cache-Control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("sends the security headers on every response", () => {
    expect(everyResponse.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
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
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("lets the app connect only to Firebase Authentication, never to an emulator", () => {
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
  });
});
