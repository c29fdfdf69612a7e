import { useSyncExternalStore } from "react";
import { i18n } from "./i18n";

function subscribe(onChange: () => void): () => void {
  return i18n.onChange(onChange);
}

function activeLanguage(): string {
  return i18n.locale;
}

/**
 * What Lingui's `useLingui` macro calls (lingui.config.ts): the translate function, and a render
 * of the component again whenever the language changes.
 */
export function useLingui() {
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { i18n, _: i18n._.bind(i18n) };
}
