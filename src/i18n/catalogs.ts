import type { Messages } from "@lingui/core";

type Catalogs = Readonly<Record<string, () => Promise<{ messages: Messages }>>>;

/** The pseudo-language (lingui.config.ts) is left out of a real project's build. */
const PSEUDO = import.meta.env.MODE !== "production";

/** The first screens' messages in each language but English (src/i18n/i18n.ts), each a chunk. */
export const FIRST_CATALOGS: Catalogs = {
  fr: () => import("../locales/fr.po"),
  de: () => import("../locales/de.po"),
  es: () => import("../locales/es.po"),
  ar: () => import("../locales/ar.po"),
  ja: () => import("../locales/ja.po"),
  ...(PSEUDO && { pseudo: () => import("../locales/pseudo.po") }),
};

/** The later screens' messages (lingui.config.ts), in each language, each a chunk. */
export const LATER_CATALOGS: Catalogs = {
  en: () => import("../locales/later/en.po"),
  fr: () => import("../locales/later/fr.po"),
  de: () => import("../locales/later/de.po"),
  es: () => import("../locales/later/es.po"),
  ar: () => import("../locales/later/ar.po"),
  ja: () => import("../locales/later/ja.po"),
  ...(PSEUDO && { pseudo: () => import("../locales/later/pseudo.po") }),
};
