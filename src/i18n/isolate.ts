/**
 * A name the visitor gave, to put into a message: isolated (FSI … PDI), so that its own direction
 * neither takes nor turns the sentence's (an Arabic name in English, "Phone 2!" in Arabic). In
 * every language, since a name may be written in any.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
