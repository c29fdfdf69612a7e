import { describe, expect, it } from "vitest";
import { allowedOrigins } from "./allowedOrigins.js";

/** Whether `origin` passes the list, as the cors package that firebase-functions uses reads it. */
function allows(list: (string | RegExp)[], origin: string): boolean {
  return list.some((allowed) =>
    typeof allowed === "string" ? allowed === origin : allowed.test(origin),
  );
}

describe("the origins that may call the functions", () => {
  it("deployed, are exactly the project's two Hosting domains", () => {
    expect(allowedOrigins({ GCLOUD_PROJECT: "my-app-1234" })).toEqual([
      "https://my-app-1234.web.app",
      "https://my-app-1234.firebaseapp.com",
    ]);
  });

  it("on the emulator, are the app on this machine's loopback address, at any port", () => {
    const list = allowedOrigins({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: "demo-email-auth" });
    expect(allows(list, "http://127.0.0.1:5080")).toBe(true);
    expect(allows(list, "http://127.0.0.1:6080")).toBe(true);
    for (const origin of [
      "http://localhost:5080",
      "https://127.0.0.1:5080",
      "http://127.0.0.1:5080.example.com",
      "http://127.0.0.1.example.com:5080",
      "https://evil.example#http://127.0.0.1:5080",
      "https://demo-email-auth.web.app",
    ]) {
      expect(allows(list, origin)).toBe(false);
    }
  });

  it("refuse to guess a project that firebase-tools did not name", () => {
    expect(() => allowedOrigins({})).toThrow("GCLOUD_PROJECT is not set");
  });
});
