// `npm run screenshots`: takes the README's screenshots from the real app (served by the
// emulators, see package.json) in headless Chromium, light, dark and forced colours (a Windows
// high-contrast theme), into docs/screenshots/; and two of the loading screen's dead ends.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { APP_URL, CHROMIUM_ARGS, chromiumPath } from "./browser.mjs";

const OUT = "docs/screenshots";
const VIEWPORT = { width: 720, height: 560 };
// The emulators start empty for this run, so fixed addresses are free.
/** @type {Record<string, { email: string; options: import("@playwright/test").BrowserContextOptions }>} */
const THEMES = {
  light: { email: "ada@example.com", options: { colorScheme: "light" } },
  dark: { email: "grace@example.com", options: { colorScheme: "dark" } },
  forced: { email: "hedy@example.com", options: { colorScheme: "dark", forcedColors: "active" } },
};

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [theme, { email, options }] of Object.entries(THEMES)) {
  const page = await browser.newPage({ viewport: VIEWPORT, ...options });
  /** @param {string} name */
  const shoot = async (name) => {
    // The focused heading shows no ring for a mouse user; keep the pictures free of the caret.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.screenshot({ path: `${OUT}/${name}-${theme}.png` });
  };

  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-demo-password");
  await shoot("sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText(`Current User : ${email}`).waitFor();
  await shoot("home");
  await page.getByRole("link", { name: "Protected Page" }).click();
  await page.getByRole("heading", { name: "This is a Protected Page" }).waitFor();
  await shoot("protected");
  await page.close();
}

// JavaScript off: index.html's <noscript> message.
const noScript = await browser.newPage({ viewport: VIEWPORT, javaScriptEnabled: false });
await noScript.goto(APP_URL);
await noScript.screenshot({ path: `${OUT}/no-javascript-light.png` });
await noScript.close();

// The app's script never arrives: index.html's loading screen, its 10 s countdown jumped over.
const stalled = await browser.newPage({ viewport: VIEWPORT });
await stalled.route("**/assets/*.js", () => undefined);
await stalled.goto(APP_URL, { waitUntil: "commit" });
await stalled.getByText("Loading...").waitFor();
await stalled.evaluate(() => {
  for (const animation of document.getAnimations()) animation.finish();
});
await stalled.getByText(/Still loading\?/).waitFor();
await stalled.screenshot({ path: `${OUT}/loading-hint-light.png` });
await stalled.close();

await browser.close();
console.log(`Screenshots written to ${OUT}/`);
