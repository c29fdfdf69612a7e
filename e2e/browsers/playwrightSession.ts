// The Playwright back end of Session: Chromium over CDP, Firefox ESR over WebDriver BiDi.
import type { Browser, Page } from "@playwright/test";
import { consoleError, unexpected, type Problem } from "../support/problems";
import { answerRange, RANGE_API } from "../support/pwnedPasswords";
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

/**
 * A request the browser gave up itself, the page having moved on: Chromium's, Firefox's and
 * WebKit's words for it (as Playwright tells them apart). A missing or refused file is an answer
 * with an error status instead, read from "response".
 */
const CANCELLED = /^net::ERR_ABORTED$|^NS_BINDING_ABORTED$|cancelled/;

/** A fresh browser context of `browser`, so no storage is shared with another test. */
export async function playwrightSession(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL });
  // A new password's breach check, answered "found nowhere" as in the other suites. WebKitGTK's
  // classic WebDriver cannot answer a request: there, with no internet, the check is skipped.
  await context.route(RANGE_API, answerRange());
  const alerts: string[] = [];
  context.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const problems: Problem[] = [];
  const onPurpose: string[] = [];
  context.on("weberror", (webError) =>
    problems.push({ kind: "uncaught error", text: webError.error().message }),
  );
  context.on("console", (message) => {
    if (message.type() === "error") {
      problems.push(consoleError(message.text(), message.location().url));
    }
  });
  // Firefox logs no line for a refused or missing load: every engine's requests are read here.
  context.on("response", (response) => {
    if (response.status() < 400) return;
    const url = response.url();
    const text = `${response.status()} ${response.request().method()} ${url}`;
    problems.push({ kind: "failed request", text, url });
  });
  context.on("requestfailed", (request) => {
    if (CANCELLED.test(request.failure()?.errorText ?? "")) return;
    const why = request.failure()?.errorText ?? "no answer";
    problems.push({
      kind: "failed request",
      text: `${request.method()} ${request.url()} (${why})`,
      url: request.url(),
    });
  });
  return {
    tab: playwrightTab(await context.newPage()),
    newTab: async (path) => {
      const tab = playwrightTab(await context.newPage());
      await tab.goto(path);
      return tab;
    },
    alerts: () => Promise.resolve([...alerts]),
    failsOnPurpose: (path) => {
      onPurpose.push(path);
    },
    problems: () => Promise.resolve(unexpected(problems, { onPurpose })),
    close: () => context.close(),
  };
}
