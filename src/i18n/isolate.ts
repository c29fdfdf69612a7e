/**
 * A name the visitor gave (a second factor's, a display name), to put into a message: isolated
 * (Unicode's FSI … PDI), so that its direction, found from its first letter, neither takes nor
 * turns the message's around it: an Arabic name in English, "Phone 2!" in Arabic. In every
 * language, since a name may be written in any, and what a page stores keeps it when the language
 * changes.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
