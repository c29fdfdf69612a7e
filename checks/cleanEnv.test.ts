// The build tests' child processes get a clean environment that still starts Node and
// firebase-tools on Windows: tried here with a fake Windows environment.
import { describe, expect, it } from "vitest";
import { cleanEnv } from "./cleanEnv";

const WINDOWS = {
  Path: "C:\\Windows\\system32;C:\\Program Files\\nodejs",
  SystemRoot: "C:\\Windows",
  windir: "C:\\Windows",
  ComSpec: "C:\\Windows\\system32\\cmd.exe",
  PATHEXT: ".COM;.EXE;.BAT;.CMD",
  TEMP: "C:\\Users\\ada\\AppData\\Local\\Temp",
  TMP: "C:\\Users\\ada\\AppData\\Local\\Temp",
  USERPROFILE: "C:\\Users\\ada",
  APPDATA: "C:\\Users\\ada\\AppData\\Roaming",
  LOCALAPPDATA: "C:\\Users\\ada\\AppData\\Local",
  VITE_FIREBASE_API_KEY: "the developer's",
  RECAPTCHA_ENTERPRISE: "on",
};

describe("a build test's child environment", () => {
  it("on Windows, keeps what Node and firebase-tools need, and nothing of the developer's", () => {
    const { Path, VITE_FIREBASE_API_KEY, RECAPTCHA_ENTERPRISE, ...system } = WINDOWS;
    expect(VITE_FIREBASE_API_KEY && RECAPTCHA_ENTERPRISE).toBeTruthy();
    expect(cleanEnv(WINDOWS, "win32")).toEqual({ PATH: Path, ...system });
  });

  it("elsewhere, keeps PATH only", () => {
    const linux = { PATH: "/usr/bin:/bin", HOME: "/home/ada", VITE_FIREBASE_API_KEY: "x" };
    expect(cleanEnv(linux, "linux")).toEqual({ PATH: "/usr/bin:/bin" });
  });

  it("gives the test's own values the last word", () => {
    const home = { HOME: "C:\\fake-home", USERPROFILE: "C:\\fake-home" };
    expect(cleanEnv(WINDOWS, "win32", home)).toMatchObject(home);
  });
});
