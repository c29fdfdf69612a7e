// What the scenarios drive: one small interface, so each scenario is written once and run in every
// engine. Two back ends: playwrightSession.ts (Chromium, Firefox), webkitSession.ts (WebKitGTK).

/** The keys the scenarios press. */
export type Key = "Tab" | "Alt+Tab" | "Enter";

/** One tab of the app. Reads return at once; the scenarios poll them with expect.poll. */
export interface Tab {
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Types `value` into the field labelled `label`, replacing what it held. */
  fill(label: string, value: string): Promise<void>;
  /** Clicks the visible button or link whose accessible name is `name`. */
  click(role: "button" | "link", name: string): Promise<void>;
  /** Presses a key, wherever the focus is (Alt is macOS's Option). */
  press(key: Key): Promise<void>;
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
  /**
   * Lets requests whose URL's path ends with `path` fail, in every tab: the test makes them fail
   * on purpose (a wrong password's 400, a used link's).
   */
  failsOnPurpose(path: string): void;
  /**
   * What went wrong in the app's pages so far, from their first load on: uncaught errors, console
   * errors, and requests that failed or were refused, less those failing on purpose. None is
   * expected.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}
