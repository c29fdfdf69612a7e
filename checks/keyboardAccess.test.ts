// e2e/browsers/keyboardAccess.ts decides, per engine and OS, what the keyboard scenario presses
// to reach links and buttons. macOS has run nowhere yet (docs/TESTING.md): these cases pin what
// WebKit's and Firefox's documented macOS behaviour asks for.
import { describe, expect, it } from "vitest";
import { keyboardAccess } from "../e2e/browsers/keyboardAccess.ts";

const TAB_REACHES_ALL = { nextItemKey: "Tab", firefoxUserPrefs: {} };

describe("keyboardAccess", () => {
  it("on macOS, WebKit moves on with Option+Tab, which reaches links and buttons", () => {
    expect(keyboardAccess("darwin", "webkit")).toEqual({
      nextItemKey: "Alt+Tab",
      firefoxUserPrefs: {},
    });
  });

  it("on macOS, Firefox moves on with Tab, its preference set to reach links and buttons", () => {
    expect(keyboardAccess("darwin", "firefox")).toEqual({
      nextItemKey: "Tab",
      firefoxUserPrefs: { "accessibility.tabfocus": 7 },
    });
  });

  it("on macOS, Chromium's Tab reaches them as it is", () => {
    expect(keyboardAccess("darwin", "chromium")).toEqual(TAB_REACHES_ALL);
  });

  it.each(["linux", "win32"])("on %s, every engine's Tab reaches them as it is", (platform) => {
    for (const engine of ["chromium", "firefox", "webkit"] as const) {
      expect(keyboardAccess(platform, engine)).toEqual(TAB_REACHES_ALL);
    }
  });
});
