// The three engines of the cross-browser suite: what drives each, and the Debian package that
// provides it. Playwright's own Firefox and WebKit builds cannot be downloaded here; Debian's
// browsers can. Read by the config and by check.mjs, which refuses to run with one missing.
import { chromiumPath } from "../scripts/browser.mjs";

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export const ENGINES = [
  {
    name: "chromium",
    // Playwright over CDP, in the Chromium the Chromium-only suites use.
    needs: [{ path: chromiumOrDebians(), pkg: "chromium" }],
  },
  {
    name: "firefox",
    // Playwright over WebDriver BiDi (its "moz-firefox" channel): there is no geckodriver
    // package, and Playwright 1.65 sends a BiDi command Firefox ESR 153 lacks, hence 1.64.1.
    needs: [{ path: "/usr/bin/firefox-esr", pkg: "firefox-esr" }],
  },
  {
    name: "webkit",
    // selenium-webdriver over classic WebDriver: Debian's WebKitWebDriver speaks no BiDi, and
    // MiniBrowser has no headless mode, so it needs a display (xvfb-run).
    needs: [
      { path: "/usr/bin/WebKitWebDriver", pkg: "webkit2gtk-driver" },
      { path: MINIBROWSER, pkg: "webkit2gtk-driver" },
      { path: "/usr/bin/xvfb-run", pkg: "xvfb" },
      { path: "/usr/bin/xauth", pkg: "xauth" },
    ],
  },
];

function chromiumOrDebians() {
  try {
    return chromiumPath();
  } catch {
    return "/usr/bin/chromium";
  }
}
