import { describe, expect, it, vi } from "vitest";
import { allowRecaptchaScripts, recaptchaScriptUrl } from "./recaptchaScriptPolicy";

describe("recaptchaScriptUrl", () => {
  it("lets through the scripts the SDK and Google's loader load, as the browser will read them", () => {
    for (const url of [
      "https://www.google.com/recaptcha/enterprise.js?render=6LeKey&onload=__recaptchaReady",
      "https://www.google.com/recaptcha/api.js?onload=cb&render=explicit&hl=",
      "https://www.gstatic.com/recaptcha/releases/abc123/recaptcha__en.js",
    ]) {
      expect(recaptchaScriptUrl(url)).toBe(url);
    }
    expect(recaptchaScriptUrl("HTTPS://WWW.GOOGLE.COM:443/recaptcha/api.js")).toBe(
      "https://www.google.com/recaptcha/api.js",
    );
  });

  it.each([
    [
      "every other origin, a look-alike host included",
      [
        "https://evil.example/recaptcha/api.js",
        "http://www.google.com/recaptcha/api.js",
        "https://www.google.com:8443/recaptcha/api.js",
        "https://google.com/recaptcha/api.js",
        "https://recaptcha.google.com/recaptcha/api.js",
        "https://www.google.com.evil.example/recaptcha/api.js",
        "https://www.google.com@evil.example/recaptcha/api.js",
        "https://apis.google.com/js/api.js",
      ],
    ],
    [
      "the right origins' other paths, however they are spelt",
      [
        "https://www.google.com/",
        "https://www.google.com/recaptcha",
        "https://www.google.com/recaptchax/api.js",
        "https://www.google.com/search?q=/recaptcha/",
        "https://www.google.com/recaptcha/../evil.js",
        "https://www.google.com/recaptcha/%2e%2e/evil.js",
        "https://www.gstatic.com/firebasejs/recaptcha/x.js",
      ],
    ],
    [
      "what is no web address: javascript:, data:, a relative path, nothing",
      [
        "javascript:alert(1)",
        "data:text/javascript,alert(1)",
        "blob:https://www.google.com/recaptcha/x",
        "/recaptcha/api.js",
        "//www.google.com/recaptcha/api.js",
        "",
      ],
    ],
  ])("refuses %s", (_, urls) => {
    for (const url of urls) expect(recaptchaScriptUrl(url), url).toBeNull();
  });
});

describe("allowRecaptchaScripts", () => {
  it("makes the default policy, whose script URLs are recaptchaScriptUrl's", () => {
    const createPolicy = vi.fn();
    vi.stubGlobal("trustedTypes", { createPolicy });
    allowRecaptchaScripts();
    expect(createPolicy).toHaveBeenCalledExactlyOnceWith("default", {
      createScriptURL: recaptchaScriptUrl,
    });
  });

  it("does nothing in a browser without Trusted Types", () => {
    expect("trustedTypes" in globalThis).toBe(false);
    expect(() => {
      allowRecaptchaScripts();
    }).not.toThrow();
  });
});
