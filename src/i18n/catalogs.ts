import type { CompiledMessage } from "./i18n";

type Catalog = Promise<{ messages: Record<string, CompiledMessage> }>;

/**
 * The catalogs of the languages other than English, each a chunk of its own, loaded when it is
 * the visitor's. `pseudo` (every message 40% longer, for the layout's tests) is left out of a
 * build for a real project.
 */
export const CATALOGS: Readonly<Record<string, () => Catalog>> = {
  fr: () => import("../locales/fr.po"),
  de: () => import("../locales/de.po"),
  es: () => import("../locales/es.po"),
  ar: () => import("../locales/ar.po"),
  ja: () => import("../locales/ja.po"),
  ...(import.meta.env.MODE !== "production" && { pseudo: () => import("../locales/pseudo.po") }),
};
