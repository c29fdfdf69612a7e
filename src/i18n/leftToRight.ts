import { i18n } from "./i18n";
import { LANGUAGES } from "./languages";

/** Whether the language shown is written right to left. */
export function isRightToLeft(): boolean {
  return LANGUAGES.some(({ code, rightToLeft }) => code === i18n.locale && rightToLeft);
}

/**
 * An address, a phone number or a code to put into a message: in a right-to-left language it is
 * isolated as left-to-right text (Unicode's LRI … PDI), so that "+33 6 12" or "a@b.fr" keep their
 * order; elsewhere it is left as it is.
 */
export function leftToRight(text: string): string {
  return isRightToLeft() ? `\u2066${text}\u2069` : text;
}
