// `npm run screenshots`: takes the README's screenshots from the real app (served by the
// emulators, see package.json) in headless Chromium, light, dark and forced colours (a Windows
// high-contrast theme), into docs/screenshots/; two of the loading screen's dead ends; the
// account page on a phone, at rest and with an action open, whose height it logs; and the spec's
// screens and the account page in French and in Arabic.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../src/config/readAppConfig.ts";
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

/**
 * The focused heading shows no ring for a mouse user; keeps the pictures free of the caret.
 * @param {import("@playwright/test").Page} page
 */
async function blurFocus(page) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [theme, { email, options }] of Object.entries(THEMES)) {
  const page = await browser.newPage({ viewport: VIEWPORT, ...options });
  /** @param {string} name */
  const shoot = async (name) => {
    await blurFocus(page);
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

// The account page as the issue that asked for it measured it: on a phone, signed in to an
// account with a verified address and one phone as its second factor.
const PHONE = { width: 390, height: 844 };
const EMULATOR = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}`;
const ADMIN = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}`;
/** @type {Record<string, { email: string; phoneNumber: string }>} */
const ACCOUNTS = {
  light: { email: "katherine@example.com", phoneNumber: "+15555550100" },
  dark: { email: "dorothy@example.com", phoneNumber: "+15555550101" },
};

/**
 * Makes the account as an admin does (the emulator's admin REST API, as the project's owner).
 * @param {string} email
 * @param {string} phoneNumber
 */
async function createAccountWithPhone(email, phoneNumber) {
  const mfaInfo = [{ phoneInfo: phoneNumber, displayName: "Work phone", enrolledAt: new Date() }];
  const response = await fetch(`${ADMIN}/accounts`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "a-demo-password", emailVerified: true, mfaInfo }),
  });
  if (!response.ok) throw new Error(`accounts: ${response.status} ${await response.text()}`);
}

/**
 * The code the emulator would have texted to `phoneNumber` (one sign-in each: the first there is).
 * @param {string} phoneNumber
 * @returns {Promise<string>}
 */
async function textedCode(phoneNumber) {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${EMULATOR}/verificationCodes`);
    /** @type {{ verificationCodes: { phoneNumber: string; code: string }[] }} */
    const { verificationCodes } = await response.json();
    const text = verificationCodes.find((sent) => sent.phoneNumber === phoneNumber);
    if (text) return text.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code texted to ${phoneNumber}`);
}

for (const [theme, { email, phoneNumber }] of Object.entries(ACCOUNTS)) {
  await createAccountWithPhone(email, phoneNumber);
  const page = await browser.newPage({
    viewport: PHONE,
    colorScheme: /** @type {"light" | "dark"} */ (theme),
  });
  await page.goto(`${APP_URL}/auth/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-demo-password");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await textedCode(phoneNumber));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("region", { name: "Two-step sign-in" }).getByRole("listitem").waitFor();
  await blurFocus(page);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const passwordFields = await page.locator("input[type=password]:visible").count();
  console.log(
    `/account at rest on ${PHONE.width} x ${PHONE.height} (${theme}): ${height} px tall ` +
      `(${(height / PHONE.height).toFixed(2)} screens), ${passwordFields} password fields shown`,
  );
  await page.screenshot({ path: `${OUT}/account-${theme}.png`, fullPage: true });

  await page.getByRole("button", { name: "Change password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("New password").fill("a-new-demo-password");
  await blurFocus(page);
  await page.screenshot({ path: `${OUT}/account-action-${theme}.png`, fullPage: true });
  await page.close();
}

// The spec's screens and the account page in a left-to-right language and in the right-to-left
// one, light, as the switcher below every page chooses them: found by their markup, not their
// texts, which are the language's.
/** @type {Record<string, string>} */
const LANGUAGE_EMAILS = { fr: "marie@example.com", ar: "mariam@example.com" };
for (const [code, email] of Object.entries(LANGUAGE_EMAILS)) {
  const page = await browser.newPage({ viewport: VIEWPORT, colorScheme: "light" });
  /** @param {string} name */
  const shoot = async (name, fullPage = false) => {
    await blurFocus(page);
    await page.screenshot({ path: `${OUT}/${name}-${code}-light.png`, fullPage });
  };

  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.getByLabel("Language").selectOption(code);
  await page.locator(`html[lang="${code}"]`).waitFor({ state: "attached" });
  await page.locator("#email").fill(email);
  await page.locator("#password").fill("a-demo-password");
  await shoot("sign-up");
  await page.locator("main button[type=submit]").click();
  await page.getByText(email).waitFor();
  await shoot("home");
  await page.setViewportSize(PHONE);
  await page.locator('main a[href="/account"]').click();
  await page.locator("main section h2").first().waitFor();
  await shoot("account", true);
  await page.close();
}

await browser.close();
console.log(`Screenshots written to ${OUT}/`);
