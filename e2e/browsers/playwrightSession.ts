// The Playwright back end of Session: Chromium over CDP, Firefox ESR over WebDriver BiDi.
import type { Browser, Page } from "@playwright/test";
import type { Session, Tab } from "./session";

function playwrightTab(page: Page): Tab {
  return {
    goto: async (path) => {
      await page.goto(path);
    },
    reload: async () => {
      await page.reload();
    },
    fill: (label, value) => page.getByLabel(label, { exact: true }).fill(value),
    click: (role, name) => page.getByRole(role, { name, exact: true }).click(),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    evaluate: (expression) => page.evaluate(expression),
  };
}

/** A fresh browser context of `browser`, so no storage is shared with another test. */
export async function playwrightSession(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL });
  const alerts: string[] = [];
  context.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const problems: string[] = [];
  context.on("weberror", (webError) =>
    problems.push(`uncaught error: ${webError.error().message}`),
  );
  context.on("console", (message) => {
    // The browser's own line for a refused call (a wrong password's 400) is not the app's.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return {
    tab: playwrightTab(await context.newPage()),
    newTab: async (path) => {
      const tab = playwrightTab(await context.newPage());
      await tab.goto(path);
      return tab;
    },
    alerts: () => Promise.resolve([...alerts]),
    problems: () => Promise.resolve([...problems]),
    close: () => context.close(),
  };
}
