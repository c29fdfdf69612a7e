import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./sameOriginPath";

const origin = "https://app.example";

describe("sameOriginPath", () => {
  it("keeps the path, query and hash of an address on the app's origin", () => {
    expect(sameOriginPath("https://app.example/account?tab=1#top", origin)).toBe(
      "/account?tab=1#top",
    );
  });

  it("reads a relative address against the app's origin", () => {
    expect(sameOriginPath("/auth/sign-in", origin)).toBe("/auth/sign-in");
  });

  it.each([
    ["another origin", "https://evil.example/auth/sign-in"],
    ["another port", "https://app.example:8443/"],
    ["another scheme", "http://app.example/"],
    ["a protocol-relative address", "//evil.example/path"],
    ["a backslash address", "/\\evil.example/path"],
    ["a path that reads as a host", "https://app.example//evil.example/path"],
    ["a javascript: address", "javascript:alert(document.domain)"],
    ["a data: address", "data:text/html,<b>hi</b>"],
    ["an address that does not parse", "https://"],
    ["an empty address", ""],
    ["no address", null],
  ])("gives null for %s", (_, continueUrl) => {
    expect(sameOriginPath(continueUrl, origin)).toBeNull();
  });

  it("uses the page's own origin by default", () => {
    expect(sameOriginPath(`${window.location.origin}/protected`)).toBe("/protected");
  });
});
