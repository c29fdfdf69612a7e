import { i18n } from "@lingui/core";
import { messages } from "../locales/en.po";
import { ENGLISH } from "./languages";

// The first screens' English comes with the app, imported rather than requested: a visitor who
// reads English waits for nothing, and a language whose catalog cannot load leaves English shown.
i18n.loadAndActivate({ locale: ENGLISH, messages });

/**
 * Lingui's i18n, the one its macros call, with English shown. Given to `<I18nProvider>`; only
 * src/i18n/ loads catalogs into it or switches its language.
 */
export { i18n };
