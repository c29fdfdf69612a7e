// The app's languages as the browser suites read them: each catalog's texts (src/locales/<code>.po)
// found by the English they were written in, so that a test in French or Arabic repeats no
// translation, and the switcher and <html lang dir> that say which language is shown.
import { readFileSync } from "node:fs";
import { parsePoFile } from "@lingui/format-po";
import { expect, type Locator, type Page } from "@playwright/test";
import { LANGUAGES } from "../../src/i18n/languages.ts";

/** A catalog's translations, each by the English it translates (Lingui's own .po reader). */
function readCatalog(text: string): Map<string, string> {
  const entries = parsePoFile(text).items.filter((item) => !item.obsolete);
  return new Map(entries.map((item) => [item.msgid, item.msgstr[0] ?? ""]));
}

const catalogs = new Map<string, Map<string, string>>();

function catalog(code: string): Map<string, string> {
  let messages = catalogs.get(code);
  if (!messages) {
    // Each language's two catalogs: the first screens' and the later screens' (lingui.config.ts).
    const files = [`${code}.po`, `later/${code}.po`].map(
      (name) => new URL(`../../src/locales/${name}`, import.meta.url),
    );
    messages = new Map(files.flatMap((file) => [...readCatalog(readFileSync(file, "utf8"))]));
    catalogs.set(code, messages);
  }
  return messages;
}

/** Translates an English text of the app into one language, its `{name}` placeholders filled. */
export type Translate = (english: string, values?: Record<string, string>) => string;

/** The texts of the language `code` ("en": the English itself), as its catalog has them. */
export function translator(code: string): Translate {
  return (english, values = {}) => {
    const text = code === "en" ? english : catalog(code).get(english);
    if (!text) throw new Error(`src/locales/${code}.po has no translation of "${english}"`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** Whether the language `code` is written right to left. */
export function isRightToLeft(code: string): boolean {
  return LANGUAGES.some((language) => language.code === code && language.rightToLeft);
}

/**
 * Waits until the page says it is in `code`: <html lang>, and the direction of the language, which
 * <html dir> gives (English in the first load may leave it unsaid: left to right).
 */
export async function expectLanguage(page: Page, code: string) {
  const root = page.locator("html");
  await expect(root).toHaveAttribute("lang", code);
  if (isRightToLeft(code)) await expect(root).toHaveAttribute("dir", "rtl");
  await expect(root).toHaveCSS("direction", isRightToLeft(code) ? "rtl" : "ltr");
}

/** The switcher below the page, found by its label in the language shown, `shown`. */
export function languageSwitcher(page: Page, shown = "en"): Locator {
  return page.getByRole("combobox", { name: translator(shown)("Language"), exact: true });
}

/** Chooses `code` in the switcher of the page, now in `shown`, and waits until it is shown. */
export async function chooseLanguage(page: Page, code: string, shown = "en") {
  await languageSwitcher(page, shown).selectOption(code);
  await expectLanguage(page, code);
}

/**
 * Keeps `code` as the visitor's choice, as the switcher does (the pseudo-language, which it does
 * not offer, included), and reloads the page in it.
 */
export async function storeLanguage(page: Page, code: string) {
  await page.goto("/");
  await page.evaluate((chosen) => {
    localStorage.setItem("language", chosen);
  }, code);
  await page.reload();
  await expectLanguage(page, code);
}
