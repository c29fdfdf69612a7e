import { test as base, expect, type Page, type Request } from "@playwright/test";
import { FUNCTIONS_EMULATOR_PORT } from "../../scripts/ports.mjs";
import { AUTH_EMULATOR_URL } from "../../src/config/readAppConfig.ts";
import { createAccount, PASSWORD, uniqueEmail } from "./accounts";
import { consoleError, unexpected, type Excuses, type Problem } from "./problems";
import { answerRange, RANGE_API } from "./pwnedPasswords";

export { expect, type Page };

/**
 * The console line Chromium logs when the identity service refuses a call (wrong password, taken
 * e-mail, ...). Tests of those failures allow it with `test.use({ allowedConsoleErrors })`.
 */
export const REFUSED_CALL =
  /^Failed to load resource: the server responded with a status of 400 .* \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\//;

/**
 * The console line Chromium logs for a call that never reached the identity service: the
 * connection was refused, or the browser was offline.
 */
export const UNREACHABLE_CALL =
  /^Failed to load resource: net::ERR_(?:CONNECTION_REFUSED|INTERNET_DISCONNECTED) \(http:\/\/127\.0\.0\.1:9099\//;

/** The console line Chromium logs for a call to the identity service the test aborted. */
export const ABORTED_CALL =
  /^Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:9099\//;

/** The console line Chromium logs for a call to the functions (functions/) the test aborted. */
export const ABORTED_FUNCTION_CALL =
  /^Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:5001\//;

/** The console line Chromium logs for a call to the functions answered with `status` (403, 503). */
export function refusedFunctionCall(status: number): RegExp {
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} .* \\(http://127\\.0\\.0\\.1:5001/`,
  );
}

/**
 * One pattern for several console errors: Playwright would read a two-item array given to
 * `allowedConsoleErrors` as [value, fixture options].
 */
export function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map(({ source }) => `(?:${source})`).join("|"));
}

interface Fixtures {
  /** Console errors this test expects, matched against "text (url)" (see REFUSED_CALL). */
  allowedConsoleErrors: RegExp[];
  /** CSP violations this test expects, matched against "directive blocked url". */
  allowedCspViolations: RegExp[];
  /** The messages of the alerts the page showed, in order (each is accepted). */
  dialogs: string[];
}

/** What went wrong in one page (problems.ts), and the messages of its dialogs. */
interface Watch {
  problems: Problem[];
  dialogs: string[];
}
/** Each test's page, watched; `dialogsRead` once the test reads the dialogs itself. */
const watches = new WeakMap<Page, Watch & { dialogsRead: boolean }>();

// Reports CSP violations to the test, from every document the page loads.
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)
      .e2eReportCspViolation;
    report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
  });
}

/** Watches `page` from its next load on: its errors, CSP violations and dialogs (each accepted). */
async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { problems: [], dialogs: [] };
  page.on("console", (message) => {
    if (message.type() === "error") {
      watched.problems.push(consoleError(message.text(), message.location().url));
    }
  });
  page.on("pageerror", (error) => {
    watched.problems.push({ kind: "uncaught error", text: error.message });
  });
  page.on("dialog", (dialog) => {
    watched.dialogs.push(dialog.message());
    watched.problems.push({ kind: "dialog", text: `${dialog.type()}: ${dialog.message()}` });
    void dialog.accept();
  });
  await page.exposeFunction("e2eReportCspViolation", (text: string) => {
    watched.problems.push({ kind: "CSP violation", text });
  });
  await page.addInitScript(reportCspViolations);
  return watched;
}

/** Fails the test on the problems of `page` that `excuses` leave (problems.ts). */
async function expectNoProblems(page: Page, watched: Watch, excuses: Excuses, what: string) {
  // One round trip, so that events the page sent before the test ended have arrived.
  await page.evaluate(() => 0).catch(() => undefined);
  expect(unexpected(watched.problems, excuses), what).toEqual([]);
}

// Fixtures name Playwright's `use` callback `provide`, so the React hooks lint rule leaves it be.
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],

  // Every test fails if the page logs an error, throws, breaks its CSP or alerts unexpectedly.
  // A new password's breach check is answered "found nowhere", in every tab (pwnedPasswords.ts).
  page: async ({ page, allowedConsoleErrors, allowedCspViolations }, provide) => {
    await page.context().route(RANGE_API, answerRange());
    const watched = { ...(await watch(page)), dialogsRead: false };
    watches.set(page, watched);
    await provide(page);
    await expectNoProblems(
      page,
      watched,
      {
        consoleErrors: allowedConsoleErrors,
        cspViolations: allowedCspViolations,
        dialogs: watched.dialogsRead,
      },
      "problems reported by the page",
    );
  },

  dialogs: async ({ page }, provide) => {
    const watched = watches.get(page);
    if (!watched) throw new Error("The page fixture did not start watching.");
    watched.dialogsRead = true;
    await provide(watched.dialogs);
  },
});

/**
 * `test` with `openTab(path)`: another tab of the app in the page's browser context, so sharing
 * its storage and session, and watched like `page`; a dialog there is always unexpected.
 */
export const tabsTest = test.extend<{ openTab: (path: string) => Promise<Page> }>({
  openTab: async ({ page, allowedConsoleErrors, allowedCspViolations }, provide) => {
    const tabs: { tab: Page; watched: Watch }[] = [];
    await provide(async (path) => {
      const tab = await page.context().newPage();
      tabs.push({ tab, watched: await watch(tab) });
      await tab.goto(path);
      return tab;
    });
    const excuses = { consoleErrors: allowedConsoleErrors, cspViolations: allowedCspViolations };
    for (const { tab, watched } of tabs) {
      await expectNoProblems(tab, watched, excuses, "problems reported by another tab");
    }
  },
});

/**
 * `test` with `otherBrowser`: a page in a browser context of its own, so with a session of its own,
 * as another browser or device signed in to the same account. Watched like `page`, with the console
 * errors `otherBrowserConsoleErrors` allows; a dialog there is always unexpected.
 */
export const twoBrowsersTest = test.extend<{
  otherBrowser: Page;
  otherBrowserConsoleErrors: RegExp[];
}>({
  otherBrowserConsoleErrors: [[], { option: true }],
  otherBrowser: async (
    { browser, baseURL, locale, otherBrowserConsoleErrors, allowedCspViolations },
    provide,
  ) => {
    // A context made by hand has none of the config's options: the two that matter here.
    const context = await browser.newContext({ baseURL, locale });
    try {
      await context.route(RANGE_API, answerRange());
      const other = await context.newPage();
      const watched = await watch(other);
      await provide(other);
      const excuses = {
        consoleErrors: otherBrowserConsoleErrors,
        cspViolations: allowedCspViolations,
      };
      await expectNoProblems(other, watched, excuses, "problems reported by the other browser");
    } finally {
      await context.close();
    }
  },
});

/** Fills the form at `path` and presses its button (the outcome is for the test to check). */
export async function submitAuthForm(
  page: Page,
  path: string,
  button: string,
  email: string,
  password: string,
) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button }).click();
}

/** Creates the account through the sign-up screen and waits for the signed-in home page. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await submitAuthForm(page, "/auth/sign-up", "Create Account", email, password);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
}

/** Signs in through the sign-in screen (the outcome is for the test to check). */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await submitAuthForm(page, "/auth/sign-in", "Login", email, password);
}

/**
 * For a test that needs a signed-in account but does not test sign-up: creates the account through
 * the REST API (accounts.ts), signs in through the sign-in screen and waits for the signed-in home
 * page. Resolves to the address.
 */
export async function signInToNewAccount(page: Page, email = uniqueEmail()): Promise<string> {
  await createAccount(email);
  await signIn(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  return email;
}

/** Signs out from the home page and waits for the signed-out home page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Current User : None")).toBeVisible();
}

/** Marks the page's document, so the test can tell later that it was not reloaded since. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}

/** Whether the document marked by markDocument is still the one shown. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "e2eSameDocument" in window);
}

const AUTH_EMULATOR_PORT = new URL(AUTH_EMULATOR_URL).port;

/** Matches the page's calls to the Auth emulator. */
export function authEmulatorCall(url: URL): boolean {
  return url.port === AUTH_EMULATOR_PORT;
}

/** Matches the page's calls to the functions on the Functions emulator (functions/). */
export function functionsCall(url: URL): boolean {
  return url.port === String(FUNCTIONS_EMULATOR_PORT);
}

/** Matches the page's calls to the Auth emulator's `endpoint`, e.g. "accounts:signUp". */
export function serviceCall(endpoint: string): (url: URL) => boolean {
  return (url) => authEmulatorCall(url) && url.pathname.endsWith(`/${endpoint}`);
}

/**
 * The endpoints (e.g. "accounts:update") of the page's calls to the Auth emulator from now on, in
 * the order they leave.
 */
export function serviceCallsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (authEmulatorCall(url)) sent.push(url.pathname.slice(url.pathname.lastIndexOf("/") + 1));
  });
  return sent;
}

/**
 * Holds the page's calls to the Auth emulator endpoint `endpoint` (e.g. "accounts:lookup") until
 * release(); they then go on to the real emulator. The service itself is never faked.
 */
export async function holdServiceCalls(page: Page, endpoint: string) {
  const held: Request[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(serviceCall(endpoint), async (route) => {
    held.push(route.request());
    await released;
    await route.continue();
  });
  return { held, release };
}
