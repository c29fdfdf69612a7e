// `npm run screenshots`: the docs' pictures of the real app (served by the emulators, see
// package.json) in headless Chromium, into docs/screenshots/. Each is of the whole page, so that
// the language switcher at its foot shows: the spec's screens light, dark and in forced colours (a
// Windows high-contrast theme); the loading screen's two dead ends, which come before the app and
// its switcher; and the account page on a phone, of one account in every language (a verified
// address, one phone as its second factor): in English at rest, whose height it logs, and with an
// action open; in French and in Arabic (right to left) beside their sign-up and home.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../src/config/readAppConfig.ts";
import { APP_URL, CHROMIUM_ARGS, chromiumPath } from "./browser.mjs";

const OUT = "docs/screenshots";
// As wide as the card and its margins: no more, so that the README's narrow columns show it legibly.
const WIDE = { width: 480, height: 560 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "a-demo-password";
const EMULATOR = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}`;
const ADMIN = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}`;

/**
 * The whole page as `name`, down to the foot of its body (not the empty window below), once
 * still (no focus ring or caret, its fonts in).
 * @param {import("@playwright/test").Page} page
 * @param {string} name
 */
async function shoot(page, name) {
  const height = await page.evaluate(async () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await document.fonts.ready;
    return document.body.offsetHeight;
  });
  const clip = { x: 0, y: 0, width: page.viewportSize()?.width ?? 0, height };
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true, clip });
}

/**
 * Makes an account as an admin does (the emulator's admin REST API, as the project's owner): a
 * verified address and one phone, so that each picture of the account page shows the same.
 * @param {{ email: string; phoneNumber: string; phoneName: string }} account
 */
async function createAccountWithPhone({ email, phoneNumber, phoneName }) {
  const mfaInfo = [{ phoneInfo: phoneNumber, displayName: phoneName, enrolledAt: new Date() }];
  const response = await fetch(`${ADMIN}/accounts`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, emailVerified: true, mfaInfo }),
  });
  if (!response.ok) throw new Error(`accounts: ${response.status} ${await response.text()}`);
}

/**
 * The code the emulator texted to `phoneNumber` (one sign-in each: the first there is).
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

/**
 * Signs in with the password and the texted code, then waits for home. Found by markup, not by
 * texts, which are the language's.
 * @param {import("@playwright/test").Page} page
 * @param {{ email: string; phoneNumber: string }} account
 */
async function signInWithPhone(page, { email, phoneNumber }) {
  await page.goto(`${APP_URL}/auth/sign-in`);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("main form button[type=submit]").click();
  await page.locator("input[name=code]").fill(await textedCode(phoneNumber));
  await page.locator("main form button[type=submit]").click();
  await page.locator('main a[href="/account"]').waitFor();
}

/**
 * From home to the account page, once its factor is listed (the page is whole).
 * @param {import("@playwright/test").Page} page
 */
async function openAccount(page) {
  await page.locator('main a[href="/account"]').click();
  await page.locator("main ul.factors li").waitFor();
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

// The spec's screens, for a new account (the emulators start empty for this run).
/** @type {Record<string, { email: string; options: import("@playwright/test").BrowserContextOptions }>} */
const THEMES = {
  light: { email: "ada@example.com", options: { colorScheme: "light" } },
  dark: { email: "grace@example.com", options: { colorScheme: "dark" } },
  forced: { email: "hedy@example.com", options: { colorScheme: "dark", forcedColors: "active" } },
};
for (const [theme, { email, options }] of Object.entries(THEMES)) {
  const page = await browser.newPage({ viewport: WIDE, ...options });
  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await shoot(page, `sign-up-${theme}`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText(`Current User : ${email}`).waitFor();
  await shoot(page, `home-${theme}`);
  await page.getByRole("link", { name: "Protected Page" }).click();
  await page.getByRole("heading", { name: "This is a Protected Page" }).waitFor();
  await shoot(page, `protected-${theme}`);
  await page.close();
}

// JavaScript off: index.html's <noscript> message.
const noScript = await browser.newPage({ viewport: WIDE, javaScriptEnabled: false });
await noScript.goto(APP_URL);
await shoot(noScript, "no-javascript-light");
await noScript.close();

// The app's script never arrives: index.html's loading screen, its 10 s countdown jumped over.
const stalled = await browser.newPage({ viewport: WIDE });
await stalled.route("**/assets/*.js", () => undefined);
await stalled.goto(APP_URL, { waitUntil: "commit" });
await stalled.getByText("Loading...").waitFor();
await stalled.evaluate(() => {
  for (const animation of document.getAnimations()) animation.finish();
});
await stalled.getByText(/Still loading\?/).waitFor();
await shoot(stalled, "loading-hint-light");
await stalled.close();

// The account page on a phone, as the issue that asked for it measured it.
/** @type {Record<"light" | "dark", { email: string; phoneNumber: string; phoneName: string }>} */
const ACCOUNTS = {
  light: { email: "katherine@example.com", phoneNumber: "+15555550100", phoneName: "Work phone" },
  dark: { email: "dorothy@example.com", phoneNumber: "+15555550101", phoneName: "Work phone" },
};
for (const theme of /** @type {const} */ (["light", "dark"])) {
  const account = ACCOUNTS[theme];
  await createAccountWithPhone(account);
  const page = await browser.newPage({ viewport: PHONE, colorScheme: theme });
  await signInWithPhone(page, account);
  await openAccount(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const passwordFields = await page.locator("input[type=password]:visible").count();
  console.log(
    `/account at rest on ${PHONE.width} x ${PHONE.height} (${theme}): ${height} px tall ` +
      `(${(height / PHONE.height).toFixed(2)} screens), ${passwordFields} password fields shown`,
  );
  await shoot(page, `account-${theme}`);

  await page.getByRole("button", { name: "Change password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("New password").fill("a-new-demo-password");
  await shoot(page, `account-action-${theme}`);
  await page.close();
}

// The same in a left-to-right language and in the right-to-left one, chosen with the switcher;
// the phone named as its owner would. Sign-up is filled in, not sent: the admin made the account.
/** @type {Record<string, { email: string; phoneNumber: string; phoneName: string }>} */
const LANGUAGES = {
  fr: { email: "marie@example.com", phoneNumber: "+15555550102", phoneName: "Téléphone pro" },
  ar: { email: "mariam@example.com", phoneNumber: "+15555550103", phoneName: "هاتف العمل" },
};
for (const [code, account] of Object.entries(LANGUAGES)) {
  await createAccountWithPhone(account);
  const page = await browser.newPage({ viewport: WIDE, colorScheme: "light" });
  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.locator("#language").selectOption(code);
  await page.locator(`html[lang="${code}"]`).waitFor({ state: "attached" });
  await page.locator("#email").fill(account.email);
  await page.locator("#password").fill(PASSWORD);
  await shoot(page, `sign-up-${code}-light`);
  await signInWithPhone(page, account);
  await shoot(page, `home-${code}-light`);
  await page.setViewportSize(PHONE);
  await openAccount(page);
  await shoot(page, `account-${code}-light`);
  await page.close();
}

await browser.close();
console.log(`Screenshots written to ${OUT}/`);
