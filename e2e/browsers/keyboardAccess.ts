// How a keyboard user reaches each link and button, per engine and OS, so that the keyboard
// scenario presses what such a user presses. On macOS, WebKit's Tab skips links and buttons unless
// "Press Tab to highlight each item" is on (Safari's setting; Playwright's WebKit has it off), and
// Option+Tab reaches them (Playwright #41808, #5609). Firefox on macOS skips them unless the
// system's "Keyboard navigation" is on; its `accessibility.tabfocus` preference at 7 (text fields,
// other controls and links) is that setting turned on. Elsewhere Tab reaches them all.
import type { EngineName } from "../../scripts/machine.mjs";
import type { Key } from "./session";

export interface KeyboardAccess {
  /** The key that moves the focus to the next field, button or link. */
  nextItemKey: Extract<Key, "Tab" | "Alt+Tab">;
  /** Preferences to launch Firefox with (Playwright's `firefoxUserPrefs`). */
  firefoxUserPrefs: Record<string, number>;
}

/** How the keyboard reaches links and buttons in `engine` on `platform` (process.platform). */
export function keyboardAccess(platform: string, engine: EngineName): KeyboardAccess {
  const mac = platform === "darwin";
  return {
    nextItemKey: mac && engine === "webkit" ? "Alt+Tab" : "Tab",
    firefoxUserPrefs: mac && engine === "firefox" ? { "accessibility.tabfocus": 7 } : {},
  };
}
