import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "./i18n";
import { ENGLISH } from "./languages";

/** The language shown as `Intl` names it: the app's English is British ("5 March 2025"). */
export function intlLocale(): string {
  return i18n.locale === ENGLISH ? "en-GB" : i18n.locale;
}

/**
 * A placeholder's list of messages, each translated and joined as the language shown joins a
 * list ("a, b and c", "a、b、c") whenever the message holding it is translated: a value kept in a
 * descriptor is then re-worded by a switch of language, as the descriptor is.
 */
export function listOf(items: readonly MessageDescriptor[]): { toString: () => string } {
  return {
    toString: () =>
      new Intl.ListFormat(intlLocale(), { type: "conjunction" }).format(
        items.map((item) => i18n._(item)),
      ),
  };
}
