import { i18n } from "../i18n/i18n";

/**
 * Shows Arabic with no message loaded: the English messages show, with their addresses, numbers
 * and codes isolated as in Arabic. setup.ts brings English back after each test.
 */
export function showArabic(): void {
  i18n.load("ar", {});
  i18n.activate("ar");
}

/** An address, a number or a code as Arabic text holds it (src/i18n/leftToRight.ts). */
export function keptLeftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
