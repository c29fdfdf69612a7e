// What the scenarios drive: one small interface, so each scenario is written once and run in every
// engine. Two back ends: playwrightSession.ts (Chromium, Firefox), webkitSession.ts (WebKitGTK).

/** One tab of the app. Reads return at once; the scenarios poll them with expect.poll. */
export interface Tab {
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Types `value` into the field labelled `label`, replacing what it held. */
  fill(label: string, value: string): Promise<void>;
  /** Clicks the visible button or link whose accessible name is `name`. */
  click(role: "button" | "link", name: string): Promise<void>;
  /** Presses a key, wherever the focus is. */
  press(key: "Tab" | "Enter"): Promise<void>;
  /** Types text, wherever the focus is. */
  type(text: string): Promise<void>;
  /** Runs `expression` in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
}

/** A browser context of one engine: its first tab, more tabs sharing its storage, its alerts. */
export interface Session {
  tab: Tab;
  newTab(path: string): Promise<Tab>;
  /** The messages of the alerts shown so far, each dismissed as it came. */
  alerts(): Promise<string[]>;
  /** The uncaught errors and console errors of the app's pages so far (none is expected). */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}
