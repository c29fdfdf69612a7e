// The selenium back end of Session: WebKitGTK's MiniBrowser through Debian's WebKitWebDriver,
// over classic WebDriver (it has no BiDi). Classic WebDriver has no alert events: a command sent
// while an alert is open fails, so each command first dismisses any open alert and records it.
import { createServer } from "node:net";
import { Builder, Key, error, type WebDriver, type WebElement } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote/index.js";
import { engine } from "./engines.mjs";
import type { Session, Tab } from "./session";

const FIND_TIMEOUT_MS = 10_000;

// Runs in the page: the field labelled `name`, or the visible button or link named `name`.
const FIND = `const [how, name] = arguments;
  if (how === "label") {
    return [...document.querySelectorAll("label")].find((label) => label.textContent.trim() === name)?.control ?? null;
  }
  const selector = how === "button" ? "button" : "a[href]";
  return [...document.querySelectorAll(selector)].find((element) =>
    (element.getAttribute("aria-label") ?? element.textContent).trim() === name && element.checkVisibility()) ?? null;`;

/**
 * Classic WebDriver has no console or error events, and no script that runs before the page's:
 * this recorder is put in after each navigation, so it sees what goes wrong from then on.
 */
const RECORD_PROBLEMS = `if (!window.e2eProblems) {
  const problems = (window.e2eProblems = []);
  addEventListener("error", (event) => problems.push("uncaught error: " + event.message));
  addEventListener("unhandledrejection", (event) =>
    problems.push("unhandled rejection: " + String(event.reason)));
  const logError = console.error.bind(console);
  console.error = (...args) => {
    problems.push("console error: " + args.map(String).join(" "));
    logError(...args);
  };
}`;

/** Debian's WebKitGTK: its WebDriver and its MiniBrowser (e2e/browsers/engines.mjs). */
function webkitGtk() {
  const webkit = engine("webkit");
  if (webkit.backend !== "webkitgtk") throw new Error("WebKit here is Playwright's: no Selenium.");
  return webkit;
}

/** A free port on loopback: WebKitWebDriver refuses port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });
}

/** Starts WebKitWebDriver on loopback (its default address is not); resolves to its URL. */
export async function startWebKitDriver(): Promise<{ url: string; stop: () => Promise<void> }> {
  const service = new DriverService.Builder(webkitGtk().webDriver)
    .setHostname("127.0.0.1")
    .setPort(await freePort())
    .build();
  const url = await service.start(FIND_TIMEOUT_MS);
  return {
    url,
    stop: async () => {
      await service.kill();
    },
  };
}

/** A new MiniBrowser session: a browser of its own, so no storage is shared with another test. */
export async function webkitSession(driverUrl: string, baseURL: string): Promise<Session> {
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: webkitGtk().miniBrowser, args: ["--automation"] },
    })
    .build();
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 10_000 });
  const alerts: string[] = [];
  let current = await driver.getWindowHandle();

  async function dismissAlert() {
    try {
      const alert = await driver.switchTo().alert();
      alerts.push(await alert.getText());
      await alert.dismiss();
    } catch (caught) {
      if (!(caught instanceof error.NoSuchAlertError)) throw caught;
    }
  }

  function webkitTab(handle: string): Tab {
    /** Runs `command` in this tab, after dismissing an alert that would make it fail. */
    async function inTab<T>(command: () => Promise<T>): Promise<T> {
      if (current !== handle) {
        await driver.switchTo().window(handle);
        current = handle;
      }
      await dismissAlert();
      try {
        return await command();
      } catch (caught) {
        // An alert that opened after the check: the command did nothing, so send it again.
        if (!(caught instanceof error.UnexpectedAlertOpenError)) throw caught;
        await dismissAlert();
        return command();
      }
    }
    async function find(how: string, name: string): Promise<WebElement> {
      const deadline = Date.now() + FIND_TIMEOUT_MS;
      for (;;) {
        const found = await inTab(() => driver.executeScript<WebElement | null>(FIND, how, name));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No ${how} "${name}" on the page`);
      }
    }
    const recordProblems = () => driver.executeScript(RECORD_PROBLEMS);
    return {
      goto: (path) =>
        inTab(async () => {
          await driver.get(new URL(path, baseURL).href);
          await recordProblems();
        }),
      reload: () =>
        inTab(async () => {
          await driver.navigate().refresh();
          await recordProblems();
        }),
      fill: async (label, value) => {
        const field = await find("label", label);
        await inTab(async () => {
          await field.clear();
          await field.sendKeys(value);
        });
      },
      click: async (role, name) => {
        const element = await find(role, name);
        await inTab(() => element.click());
      },
      press: (key) =>
        inTab(() =>
          driver
            .actions()
            .sendKeys(key === "Tab" ? Key.TAB : Key.ENTER)
            .perform(),
        ),
      type: (text) => inTab(() => driver.actions().sendKeys(text).perform()),
      evaluate: (expression) => inTab(() => driver.executeScript(`return (${expression});`)),
    };
  }

  return {
    tab: webkitTab(current),
    newTab: async (path) => {
      await driver.switchTo().newWindow("tab");
      current = await driver.getWindowHandle();
      const tab = webkitTab(current);
      await tab.goto(path);
      return tab;
    },
    alerts: async () => {
      await dismissAlert();
      return [...alerts];
    },
    problems: async () => {
      const problems: string[] = [];
      for (const handle of await driver.getAllWindowHandles()) {
        await driver.switchTo().window(handle);
        current = handle;
        await dismissAlert();
        problems.push(
          ...(await driver.executeScript<string[]>("return window.e2eProblems ?? [];")),
        );
      }
      return problems;
    },
    close: () => driver.quit(),
  };
}
