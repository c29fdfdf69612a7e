import { describe, expect, it } from "vitest";
import REAL_PROJECT from "../testing/shared/realProject.json";
import { readAppConfig } from "./readAppConfig";

const REPOSITORY = "https://github.com/ada/repo";

describe("readAppConfig", () => {
  it("uses the Auth emulator on a demo- project when nothing is configured", () => {
    expect(readAppConfig({}, "development", REPOSITORY)).toEqual({
      firebaseOptions: { apiKey: "demo-api-key", projectId: "demo-email-auth" },
      authEmulatorUrl: "http://127.0.0.1:9099",
      repositoryUrl: REPOSITORY,
    });
  });

  it("always uses the emulator in the emulator mode of `npm start` and the tests", () => {
    expect(readAppConfig(REAL_PROJECT, "emulator", REPOSITORY)).toMatchObject({
      firebaseOptions: { projectId: "demo-email-auth" },
      authEmulatorUrl: "http://127.0.0.1:9099",
    });
  });

  it("uses the real project on the dev server when its web config is given", () => {
    expect(readAppConfig(REAL_PROJECT, "development", REPOSITORY)).toMatchObject({
      firebaseOptions: {
        apiKey: REAL_PROJECT.VITE_FIREBASE_API_KEY,
        authDomain: REAL_PROJECT.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: REAL_PROJECT.VITE_FIREBASE_PROJECT_ID,
        appId: REAL_PROJECT.VITE_FIREBASE_APP_ID,
      },
      authEmulatorUrl: null,
    });
  });

  it("refuses a production build without a real project, naming every missing variable", () => {
    expect(() => readAppConfig({}, "production", REPOSITORY)).toThrow(
      /VITE_FIREBASE_API_KEY is missing\n.*VITE_FIREBASE_AUTH_DOMAIN is missing\n.*VITE_FIREBASE_PROJECT_ID is missing\n.*VITE_FIREBASE_APP_ID is missing/,
    );
  });

  it("refuses a partial config in development too, rather than silently using the emulator", () => {
    const partial = { ...REAL_PROJECT, VITE_FIREBASE_APP_ID: "" };
    expect(() => readAppConfig(partial, "development", REPOSITORY)).toThrow(
      "VITE_FIREBASE_APP_ID is missing",
    );
  });

  it.each([
    ["VITE_FIREBASE_API_KEY", "short"],
    ["VITE_FIREBASE_AUTH_DOMAIN", "https://my-app.firebaseapp.com"],
    ["VITE_FIREBASE_PROJECT_ID", "demo-email-auth"],
    ["VITE_FIREBASE_APP_ID", "my-app"],
  ])("names a malformed %s", (name, value) => {
    expect(() =>
      readAppConfig({ ...REAL_PROJECT, [name]: value }, "production", REPOSITORY),
    ).toThrow(`${name} is malformed: "${value}"`);
  });

  it.each([
    "https://github.com/example/firebase-email-auth-demo",
    "https://example.com/repo",
    "https://example.com",
    "https://git.example.org/repo",
  ])("refuses a production build whose Source Code link is the placeholder %s", (url) => {
    const unlinked = { ...REAL_PROJECT, VITE_REPOSITORY_URL: "" };
    expect(() => readAppConfig(unlinked, "production", url)).toThrow(
      `VITE_REPOSITORY_URL is missing: the "Source Code" link would point at the placeholder "${url}"`,
    );
    expect(readAppConfig(unlinked, "development", url).repositoryUrl).toBe(url);
    expect(readAppConfig(REAL_PROJECT, "production", url).repositoryUrl).toBe(
      REAL_PROJECT.VITE_REPOSITORY_URL,
    );
  });

  it("takes the repository link from package.json unless configured", () => {
    expect(readAppConfig({}, "development", REPOSITORY).repositoryUrl).toBe(REPOSITORY);
    const configured = { VITE_REPOSITORY_URL: "https://example.com/fork" };
    expect(readAppConfig(configured, "development", REPOSITORY).repositoryUrl).toBe(
      "https://example.com/fork",
    );
    expect(() =>
      readAppConfig({ VITE_REPOSITORY_URL: "javascript:alert(1)" }, "development", REPOSITORY),
    ).toThrow("VITE_REPOSITORY_URL is malformed");
  });
});
