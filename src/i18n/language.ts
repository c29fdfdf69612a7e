import { loadChunk } from "../lib/loadChunk";
import { FIRST_CATALOGS, LATER_CATALOGS } from "./catalogs";
import { i18n } from "./i18n";
import { ENGLISH, LANGUAGES } from "./languages";
import { isRightToLeft } from "./leftToRight";
import { pickLanguage } from "./pickLanguage";

/** Where the switcher keeps the visitor's choice, in this browser. */
const STORED_LANGUAGE_KEY = "language";

/** English, and the languages with a catalog in this build. */
const SHOWABLE = [ENGLISH, ...Object.keys(FIRST_CATALOGS)];

type Catalog = (typeof LATER_CATALOGS)[string];

/** The catalogs loaded (English's first one comes with i18n). */
const loaded = new Set<Catalog>();

/** Whether a later screen has been asked for: every language shown then needs its catalog. */
let laterWanted = false;

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null; // storage refused (some privacy settings): no choice was kept
  }
}

async function load(code: string, catalog: Catalog | undefined): Promise<void> {
  if (!catalog || loaded.has(catalog)) return;
  const { messages } = await loadChunk(catalog);
  i18n.load(code, messages);
  loaded.add(catalog);
}

/** Loads a language's catalogs, once, then shows it: every component using it renders again. */
async function show(code: string): Promise<void> {
  await Promise.all([
    load(code, FIRST_CATALOGS[code]),
    laterWanted && load(code, LATER_CATALOGS[code]),
  ]);
  // A screen loaded later may have been asked for meanwhile.
  if (laterWanted) await load(code, LATER_CATALOGS[code]);
  i18n.activate(code);
}

/** The later screens' messages (lingui.config.ts), in the language shown, and in every one after. */
export async function loadLaterMessages(): Promise<void> {
  laterWanted = true;
  await load(i18n.locale, LATER_CATALOGS[i18n.locale]);
}

/** `<html lang dir>` say the language shown, for screen readers, fonts, and the layout's side. */
function labelDocument(): void {
  const root = document.documentElement;
  root.lang = i18n.locale;
  root.dir = isRightToLeft() ? "rtl" : "ltr";
}

/**
 * Shows the visitor's language before the first render, which waits for its catalog; a mailed
 * link's `lang` counts on the link's page only. A catalog that cannot load leaves English.
 */
export async function startLanguage(): Promise<void> {
  i18n.on("change", labelDocument);
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
    localStorage.setItem(STORED_LANGUAGE_KEY, code);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

/**
 * Calls `listener` with the language the identity service should write its mails and texts in,
 * now and at every change (the pseudo-language's is English); returns an unsubscribe.
 */
export function followLanguage(listener: (code: string) => void): () => void {
  let told = "";
  // i18n says "change" when a catalog loads too: the service hears of a new language only.
  const tell = () => {
    const spoken = LANGUAGES.some(({ code }) => code === i18n.locale) ? i18n.locale : ENGLISH;
    if (spoken !== told) listener((told = spoken));
  };
  tell();
  return i18n.on("change", tell);
}
