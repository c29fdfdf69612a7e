// `npm run screenshots`: takes the README's screenshots from the real app (served by the
// emulators, see package.json) in headless Chromium, light and dark, into docs/screenshots/.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { APP_URL, CHROMIUM_ARGS, chromiumPath } from "./browser.mjs";

const OUT = "docs/screenshots";
// The emulators start empty for this run, so fixed addresses are free.
const EMAILS = { light: "ada@example.com", dark: "grace@example.com" };

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const colorScheme of ["light", "dark"]) {
  const page = await browser.newPage({ viewport: { width: 720, height: 560 }, colorScheme });
  const shoot = async (name) => {
    // The focused heading shows no ring for a mouse user; keep the pictures free of the caret.
    await page.evaluate(() => document.activeElement?.blur());
    await page.screenshot({ path: `${OUT}/${name}-${colorScheme}.png` });
  };

  await page.goto(`${APP_URL}/auth/sign-up`);
  await page.getByLabel("Email").fill(EMAILS[colorScheme]);
  await page.getByLabel("Password").fill("a-demo-password");
  await shoot("sign-up");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText(`Current User : ${EMAILS[colorScheme]}`).waitFor();
  await shoot("home");
  await page.getByRole("link", { name: "Protected Page" }).click();
  await page.getByRole("heading", { name: "This is a Protected Page" }).waitFor();
  await shoot("protected");
  await page.close();
}
await browser.close();
console.log(`Screenshots written to ${OUT}/`);
