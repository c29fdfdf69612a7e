import { randomUUID } from "node:crypto";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import { AUTH_EMULATOR_URL } from "../src/config/readAppConfig.ts";

export { expect, type Page };

/** The emulator accepts any password of 6 characters or more. */
export const PASSWORD = "correct-horse-battery";

/**
 * The console line Chromium logs when the identity service refuses a call (wrong password, taken
 * e-mail, ...). Tests of those failures allow it with `test.use({ allowedConsoleErrors })`.
 */
export const REFUSED_CALL =
  /^Failed to load resource: the server responded with a status of 400 .* \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\//;

/** A new address: tests share one emulator and run in parallel, so none reuses another's account. */
export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@example.com`;
}

interface Fixtures {
  /** Console errors this test expects, matched against "text (url)" (see REFUSED_CALL). */
  allowedConsoleErrors: RegExp[];
  /** CSP violations this test expects, matched against "directive blocked url". */
  allowedCspViolations: RegExp[];
  /** The messages of the alerts the page showed, in order (each is accepted). */
  dialogs: string[];
}

interface Watch {
  dialogs: string[];
  alertsExpected: boolean;
}
const watches = new WeakMap<Page, Watch>();

// Reports CSP violations to the test, from every document the page loads.
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)
      .e2eReportCspViolation;
    report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
  });
}

// Fixtures name Playwright's `use` callback `provide`, so the React hooks lint rule leaves it be.
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],

  // Every test fails if the page logs an error, throws, breaks its CSP or alerts unexpectedly.
  page: async ({ page, allowedConsoleErrors, allowedCspViolations }, provide) => {
    const problems: string[] = [];
    const watch: Watch = { dialogs: [], alertsExpected: false };
    watches.set(page, watch);
    page.on("console", (message) => {
      const { url } = message.location();
      const text = url ? `${message.text()} (${url})` : message.text();
      if (
        message.type() === "error" &&
        !allowedConsoleErrors.some((allowed) => allowed.test(text))
      ) {
        problems.push(`console error: ${text}`);
      }
    });
    page.on("pageerror", (error) => {
      problems.push(`uncaught error: ${error.message}`);
    });
    page.on("dialog", (dialog) => {
      watch.dialogs.push(dialog.message());
      if (!watch.alertsExpected) {
        problems.push(`unexpected ${dialog.type()}: ${dialog.message()}`);
      }
      void dialog.accept();
    });
    await page.exposeFunction("e2eReportCspViolation", (text: string) => {
      if (!allowedCspViolations.some((allowed) => allowed.test(text))) {
        problems.push(`CSP violation: ${text}`);
      }
    });
    await page.addInitScript(reportCspViolations);

    await provide(page);

    // One round trip, so that events the page sent before the test ended have arrived.
    await page.evaluate(() => 0).catch(() => undefined);
    expect(problems, "problems reported by the page").toEqual([]);
  },

  dialogs: async ({ page }, provide) => {
    const watch = watches.get(page);
    if (!watch) throw new Error("The page fixture did not start watching.");
    watch.alertsExpected = true;
    await provide(watch.dialogs);
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

const AUTH_EMULATOR_PORT = new URL(AUTH_EMULATOR_URL).port;

/** Matches the page's calls to the Auth emulator. */
export function authEmulatorCall(url: URL): boolean {
  return url.port === AUTH_EMULATOR_PORT;
}

/** Matches the page's calls to the Auth emulator's `endpoint`, e.g. "accounts:signUp". */
export function serviceCall(endpoint: string): (url: URL) => boolean {
  return (url) => authEmulatorCall(url) && url.pathname.endsWith(`/${endpoint}`);
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

/** Signs out from the home page and waits for the signed-out home page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Current User : None")).toBeVisible();
}

/**
 * The console line Chromium logs for a call that never reached the identity service: the
 * connection was refused, or the browser was offline.
 */
export const UNREACHABLE_CALL =
  /^Failed to load resource: net::ERR_(?:CONNECTION_REFUSED|INTERNET_DISCONNECTED) \(http:\/\/127\.0\.0\.1:9099\//;

/**
 * `test` with `openTab(path)`: another tab of the app in the page's browser context, so sharing
 * its storage and session, and watched like `page` (console errors, uncaught errors, CSP, alerts).
 */
export const tabsTest = test.extend<{ openTab: (path: string) => Promise<Page> }>({
  openTab: async ({ page, allowedConsoleErrors }, provide) => {
    const problems: string[] = [];
    const tabs: Page[] = [];
    await provide(async (path) => {
      const tab = await page.context().newPage();
      tabs.push(tab);
      tab.on("console", (message) => {
        const text = `${message.text()} (${message.location().url})`;
        if (message.type() === "error" && !allowedConsoleErrors.some((ok) => ok.test(text))) {
          problems.push(`console error in a tab: ${text}`);
        }
      });
      tab.on("pageerror", (error) => problems.push(`uncaught error in a tab: ${error.message}`));
      tab.on("dialog", (dialog) => {
        problems.push(`unexpected ${dialog.type()} in a tab: ${dialog.message()}`);
        void dialog.accept();
      });
      await tab.exposeFunction("e2eReportCspViolation", (text: string) => {
        problems.push(`CSP violation in a tab: ${text}`);
      });
      await tab.addInitScript(reportCspViolations);
      await tab.goto(path);
      return tab;
    });
    for (const tab of tabs) await tab.evaluate(() => 0).catch(() => undefined);
    expect(problems, "problems reported by the other tabs").toEqual([]);
  },
});
