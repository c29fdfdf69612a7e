import { i18n } from "../i18n/i18n";
import { CATALOGS } from "../i18n/catalogs";
import { ENGLISH, LANGUAGES } from "../i18n/languages";
import { isRightToLeft } from "../i18n/leftToRight";
import { pickLanguage } from "../i18n/pickLanguage";
import { loadChunk } from "./loadChunk";

/** Where the switcher keeps the visitor's choice, in this browser. */
const CHOSEN = "language";

/** Every language that can be shown: English, and those with a catalog in this build. */
const SHOWABLE = [ENGLISH, ...Object.keys(CATALOGS)];

/** The languages whose catalog has been loaded (English has none: its words are in the code). */
const loaded = new Set<string>();

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOSEN);
  } catch {
    return null; // storage refused (some privacy settings): no choice was kept
  }
}

/** Loads a language's catalog, once, then shows it: every component using it renders again. */
async function show(code: string): Promise<void> {
  const load = CATALOGS[code];
  if (!loaded.has(code) && load) {
    const { messages } = await loadChunk(load);
    i18n.load(code, messages);
    loaded.add(code);
  }
  i18n.activate(code);
}

/** `<html lang dir>` say the language shown, for screen readers, fonts, and the layout's side. */
function labelDocument(): void {
  const root = document.documentElement;
  root.lang = i18n.locale;
  root.dir = isRightToLeft() ? "rtl" : "ltr";
}

/**
 * Shows the visitor's language (src/i18n/pickLanguage.ts) before the first render, which waits
 * for its catalog: a mailed link's `lang` counts on the link's page only. A catalog that cannot
 * load leaves English, said in the console: the switcher can try again.
 */
export async function startLanguage(): Promise<void> {
  i18n.onChange(labelDocument);
  const link =
    location.pathname === "/auth/action" ? new URLSearchParams(location.search).get("lang") : null;
  const code = pickLanguage(SHOWABLE, {
    chosen: storedChoice(),
    link,
    preferred: navigator.languages,
  });
  if (code === ENGLISH) return;
  await show(code).catch((error: unknown) => {
    console.warn(`The ${code} catalog could not be loaded: the app stays in English.`, error);
  });
}

/** The switcher's choice: shown once its catalog has loaded, then kept in this browser. */
export async function chooseLanguage(code: string): Promise<void> {
  await show(code);
  try {
    localStorage.setItem(CHOSEN, code);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/**
 * Calls `listener` with the language the identity service should write its mails and texts in,
 * now and at every change (the pseudo-language's is English); returns an unsubscribe.
 */
export function followLanguage(listener: (code: string) => void): () => void {
  const tell = () => {
    listener(LANGUAGES.some(({ code }) => code === i18n.locale) ? i18n.locale : ENGLISH);
  };
  tell();
  return i18n.onChange(tell);
}
