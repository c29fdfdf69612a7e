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

  it("refuses every other origin, a look-alike host included", () => {
    expectRefused([
      "https://evil.example/recaptcha/api.js",
      "http://www.google.com/recaptcha/api.js",
      "https://www.google.com:8443/recaptcha/api.js",
      "https://google.com/recaptcha/api.js",
      "https://recaptcha.google.com/recaptcha/api.js",
      "https://www.google.com.evil.example/recaptcha/api.js",
      "https://www.google.com@evil.example/recaptcha/api.js",
      "https://apis.google.com/js/api.js",
    ]);
  });

  it("refuses the right origins' other paths, however they are spelt", () => {
    expectRefused([
      "https://www.google.com/",
      "https://www.google.com/recaptcha",
      "https://www.google.com/recaptchax/api.js",
      "https://www.google.com/search?q=/recaptcha/",
      "https://www.google.com/recaptcha/../evil.js",
      "https://www.google.com/recaptcha/%2e%2e/evil.js",
      "https://www.gstatic.com/firebasejs/recaptcha/x.js",
    ]);
  });

  it("refuses what is no web address: javascript:, data:, a relative path, nothing", () => {
    expectRefused([
      "javascript:alert(1)",
      "data:text/javascript,alert(1)",
      "blob:https://www.google.com/recaptcha/x",
      "/recaptcha/api.js",
      "//www.google.com/recaptcha/api.js",
      "",
    ]);
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

function expectRefused(urls: string[]): void {
  for (const url of urls) expect(recaptchaScriptUrl(url), url).toBeNull();
}
