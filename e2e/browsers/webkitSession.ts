// The selenium back end of Session: WebKitGTK's MiniBrowser through Debian's WebKitWebDriver,
// over classic WebDriver (it has no BiDi). Classic WebDriver has no alert events: a command sent
// while an alert is open fails, so each command first dismisses any open alert and records it.
import { createServer } from "node:net";
import { Builder, Key, error, type WebDriver, type WebElement } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote/index.js";
import { engine } from "./engines.mjs";
import { unexpected, type Problem } from "../support/problems";
import { PROBLEMS_KEY, startRecordingProxy } from "./recordingProxy";
import type { Key as KeyName, Session, Tab } from "./session";

const FIND_TIMEOUT_MS = 10_000;

// Runs in the page: the field labelled `name`, or the visible button or link named `name`.
const FIND = `const [how, name] = arguments;
  if (how === "label") {
    return [...document.querySelectorAll("label")].find((label) => label.textContent.trim() === name)?.control ?? null;
  }
  const selector = how === "button" ? "button" : "a[href]";
  return [...document.querySelectorAll(selector)].find((element) =>
    (element.getAttribute("aria-label") ?? element.textContent).trim() === name && element.checkVisibility()) ?? null;`;

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

/** Each key's WebDriver key, then the modifiers held down around it. */
const KEYS: Record<KeyName, [string, ...string[]]> = {
  Tab: [Key.TAB],
  "Alt+Tab": [Key.TAB, Key.ALT],
  Enter: [Key.ENTER],
};

/**
 * A new MiniBrowser session: a browser of its own, so no storage is shared with another test. It
 * loads the app through a recording proxy of its own (recordingProxy.ts).
 */
export async function webkitSession(driverUrl: string, appUrl: string): Promise<Session> {
  const proxy = await startRecordingProxy(appUrl);
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: webkitGtk().miniBrowser, args: ["--automation"] },
    })
    .build()
    .catch(async (failed: unknown) => {
      await proxy.stop();
      throw failed;
    });
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 10_000 });
  const alerts: string[] = [];
  const onPurpose: string[] = [];
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
    return {
      goto: (path) => inTab(() => driver.get(new URL(path, proxy.url).href)),
      reload: () => inTab(() => driver.navigate().refresh()),
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
        inTab(() => {
          // Not Key.chord: WebKitGTK took its closing NULL key for a key press (a password typed
          // after it was refused).
          const [pressed, ...held] = KEYS[key];
          const down = held.reduce(
            (actions, modifier) => actions.keyDown(modifier),
            driver.actions(),
          );
          const up = held.reduce(
            (actions, modifier) => actions.keyUp(modifier),
            down.sendKeys(pressed),
          );
          return up.perform();
        }),
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
    failsOnPurpose: (path) => {
      onPurpose.push(path);
    },
    problems: async () => {
      const problems: Problem[] = [];
      for (const handle of await driver.getAllWindowHandles()) {
        await driver.switchTo().window(handle);
        current = handle;
        await dismissAlert();
        const recorded = `return JSON.parse(sessionStorage.getItem("${PROBLEMS_KEY}") ?? "[]");`;
        problems.push(...(await driver.executeScript<Problem[]>(recorded)));
      }
      return unexpected(problems, { onPurpose });
    },
    close: async () => {
      await driver.quit();
      await proxy.stop();
    },
  };
}
