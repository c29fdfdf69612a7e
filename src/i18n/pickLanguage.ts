import { ENGLISH } from "./languages";

/** What the visitor's language is picked from, most telling first. */
export interface LanguageHints {
  /** The visitor's own choice, stored by the switcher. */
  chosen: string | null;
  /** A mailed link's `lang`: the language the service wrote the mail in. */
  link: string | null;
  /** The browser's preferred languages (`navigator.languages`). */
  preferred: readonly string[];
}

/**
 * The language to show, among `known`: the visitor's choice; else a mailed link's language; else
 * the first preferred language the app speaks, by its first part (fr-CA is fr); else English.
 */
export function pickLanguage(known: readonly string[], hints: LanguageHints): string {
  if (hints.chosen !== null && known.includes(hints.chosen)) return hints.chosen;
  for (const tag of [hints.link ?? "", ...hints.preferred]) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase() ?? "";
    if (known.includes(language)) return language;
  }
  return ENGLISH;
}
