/** A language the app speaks: its code (BCP 47), its name in itself, and its direction. */
export interface Language {
  code: string;
  name: string;
  rightToLeft?: true;
}

/** English first: the spec's texts, and the language of whoever's browser prefers none of these. */
export const LANGUAGES: readonly Language[] = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
  { code: "de", name: "Deutsch" },
  { code: "es", name: "Español" },
  { code: "ar", name: "العربية", rightToLeft: true },
  { code: "ja", name: "日本語" },
];

export const ENGLISH = "en";
