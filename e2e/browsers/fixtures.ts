// The `app` fixture: a Session of the project's engine (playwright.config.ts), so one scenario
// runs in every engine; and `holdCalls`, which holds an account's calls at the gate (gate.ts).
import { expect, test as base, type Browser } from "@playwright/test";
import { APP_URL } from "../../scripts/browser.mjs";
import { GATE_URL } from "./gate";
import { playwrightSession } from "./playwrightSession";
import { keyboardAccess } from "./keyboardAccess";
import type { Key, Session } from "./session";
import { startWebKitDriver, webkitSession } from "./webkitSession";

export { expect } from "@playwright/test";

async function gate(path: string, method = "POST"): Promise<string> {
  const response = await fetch(`${GATE_URL}/__gate/${path}`, { method });
  if (!response.ok) throw new Error(`The gate refused ${path}: ${response.status}`);
  return response.text();
}

export interface HeldCalls {
  /** How many calls are held so far. */
  count(): Promise<number>;
  /** Lets them, and later ones, go on to the emulator. */
  release(): Promise<void>;
}

/** The driver of a project's engine (playwright.config.ts). */
export type Driver = "playwright" | "selenium";

/** A started engine: a Playwright browser, or WebKitWebDriver's address. */
type Engine = { driver: "playwright"; browser: Browser } | { driver: "selenium"; url: string };

interface WorkerFixtures {
  driver: Driver;
  engine: Engine;
}

interface Fixtures {
  /** A fresh browser session of the project's engine, on the app. */
  app: Session;
  /** Holds the calls to `endpoint` (e.g. "accounts:signInWithPassword") made for `email`. */
  holdCalls: (endpoint: string, email: string) => Promise<HeldCalls>;
  /** What moves the focus on to the next field, button or link here (keyboardAccess.ts). */
  nextItemKey: Key;
}

// Fixtures name Playwright's `use` callback `provide`, so the React hooks lint rule leaves it be.
export const test = base.extend<Fixtures, WorkerFixtures>({
  driver: ["playwright", { option: true, scope: "worker" }],

  // Started once per worker. Not Playwright's own `browser` fixture: the webkit project has none.
  engine: [
    async ({ driver, playwright, browserName }, provide, workerInfo) => {
      if (driver === "selenium") {
        const webkitDriver = await startWebKitDriver();
        await provide({ driver, url: webkitDriver.url });
        await webkitDriver.stop();
        return;
      }
      const { channel, launchOptions } = workerInfo.project.use;
      const browser = await playwright[browserName].launch({ ...launchOptions, channel });
      await provide({ driver, browser });
      await browser.close();
    },
    { scope: "worker" },
  ],

  app: async ({ engine }, provide) => {
    const session =
      engine.driver === "selenium"
        ? await webkitSession(engine.url, APP_URL)
        : await playwrightSession(engine.browser, APP_URL);
    await provide(session);
    // Every scenario also checks that no page threw or logged an error.
    const problems = await session.problems();
    await session.close();
    expect(problems, "uncaught errors and console errors").toEqual([]);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  nextItemKey: async ({}, provide, testInfo) => {
    // Each project is named after its engine (playwright.config.ts).
    const engine = testInfo.project.name;
    if (engine !== "chromium" && engine !== "firefox" && engine !== "webkit") {
      throw new Error(`The project "${engine}" is named after no engine.`);
    }
    await provide(keyboardAccess(process.platform, engine).nextItemKey);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  holdCalls: async ({}, provide) => {
    const holds: string[] = [];
    await provide(async (endpoint, email) => {
      const query = new URLSearchParams({ endpoint, email });
      const id = await gate(`hold?${query.toString()}`);
      holds.push(id);
      return {
        count: async () => Number(await gate(`held/${id}`, "GET")),
        release: async () => {
          await gate(`release/${id}`);
        },
      };
    });
    // A failed test must not leave the gate holding calls.
    for (const id of holds) await gate(`release/${id}`).catch(() => undefined);
  },
});
