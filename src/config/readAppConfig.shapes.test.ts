import { describe, expect, it } from "vitest";
import REAL_PROJECT from "../testing/shared/realProject.json";
import { readAppConfig } from "./readAppConfig";

// The shape checks, value by value: each refused value differs from an accepted one by what the
// check is for (a character outside the set, something before or after a well-formed value).
const REPOSITORY = "https://github.com/ada/repo";

function build(overrides: Record<string, string>, mode = "production") {
  return readAppConfig({ ...REAL_PROJECT, ...overrides }, mode, REPOSITORY);
}

describe("readAppConfig's shape checks", () => {
  it.each([
    ["VITE_FIREBASE_API_KEY", `AIza${"x".repeat(35)}`, "apiKey"],
    ["VITE_FIREBASE_AUTH_DOMAIN", "my-app.firebaseapp.com", "authDomain"],
    ["VITE_FIREBASE_AUTH_DOMAIN", "login.example.co.uk", "authDomain"],
    ["VITE_FIREBASE_PROJECT_ID", "my-project-123", "projectId"],
    ["VITE_FIREBASE_APP_ID", "1:123456789012:web:0a1b2c3d4e5f", "appId"],
    ["VITE_FIREBASE_APP_ID", "12:345:web:abc", "appId"],
  ])("accepts %s %s", (name, value, key) => {
    expect(build({ [name]: value }).firebaseOptions).toMatchObject({ [key]: value });
  });

  it.each([
    ["VITE_FIREBASE_API_KEY", `!${"x".repeat(39)}`],
    ["VITE_FIREBASE_API_KEY", `${"x".repeat(39)}!`],
    ["VITE_FIREBASE_AUTH_DOMAIN", "my-app.firebaseapp.com/path"],
    ["VITE_FIREBASE_PROJECT_ID", "my-project_1"],
    ["VITE_FIREBASE_APP_ID", "x1:123456789012:web:0a1b2c"],
    ["VITE_FIREBASE_APP_ID", "1:123456789012:web:0a1b2cz"],
  ])("refuses %s %s", (name, value) => {
    expect(() => build({ [name]: value })).toThrow(`${name} is malformed: "${value}"`);
  });

  it("fails as a ConfigError, which the build prints with the message", () => {
    expect(() => build({ VITE_FIREBASE_APP_ID: "" })).toThrow(
      expect.objectContaining({ name: "ConfigError" }),
    );
  });

  it("trims the values, as a .env file may pad them", () => {
    const padded = build({ VITE_FIREBASE_PROJECT_ID: "  my-project-123 " });
    expect(padded.firebaseOptions.projectId).toBe("my-project-123");
    const link = build({ VITE_REPOSITORY_URL: " https://github.com/ada/fork  " });
    expect(link.repositoryUrl).toBe("https://github.com/ada/fork");
  });

  it("counts a blank variable as unset: the dev server stays on the emulator", () => {
    const blank = { VITE_FIREBASE_API_KEY: "  ", VITE_REPOSITORY_URL: " " };
    expect(readAppConfig(blank, "development", REPOSITORY)).toMatchObject({
      authEmulatorUrl: "http://127.0.0.1:9099",
      repositoryUrl: REPOSITORY,
    });
  });

  it.each([
    // Text after a well-formed address would end up in the link's attribute.
    'https://github.com/ada/repo" onmouseover="alert(1)',
    // A well-formed address after something else.
    "javascript:alert(1)//https://github.com/ada/repo",
  ])("refuses the repository address %s", (url) => {
    expect(() => build({ VITE_REPOSITORY_URL: url }, "development")).toThrow(
      `VITE_REPOSITORY_URL is malformed: "${url}"`,
    );
  });

  it("takes an address that merely mentions a placeholder for a real one", () => {
    const url = "https://github.com/ada/repo#https://example.com";
    expect(build({ VITE_REPOSITORY_URL: url }).repositoryUrl).toBe(url);
  });
});
