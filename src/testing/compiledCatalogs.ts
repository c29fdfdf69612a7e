import type { CompiledMessage } from "../i18n/i18n";

// Every catalog (src/locales/<code>.po), compiled as the app's chunks have them by
// @lingui/vite-plugin, which fails on a missing translation; en.po is the source's own English.
const files = import.meta.glob<{ messages: Record<string, CompiledMessage> }>("../locales/*.po", {
  eager: true,
});

/** Each catalog's compiled messages by id, by its language's code. */
export const COMPILED_CATALOGS: Readonly<Record<string, Record<string, CompiledMessage>>> =
  Object.fromEntries(
    Object.entries(files).map(([path, { messages }]) => [
      path.replace(/^.*\/|\.po$/g, ""),
      messages,
    ]),
  );

/**
 * The placeholders of a compiled message, in its plurals' choices too ("#" is none), each with
 * its kind: "plural", or undefined for a value put in as it is.
 */
export function placeholders(
  message: CompiledMessage | undefined,
  found = new Map<string, string | undefined>(),
): Map<string, string | undefined> {
  if (typeof message !== "object") return found;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, kind, choices] = token;
    found.set(name, kind);
    if (choices && typeof choices === "object") {
      for (const choice of Object.values(choices)) {
        if (Array.isArray(choice)) placeholders(choice as CompiledMessage, found);
      }
    }
  }
  return found;
}
