import type { Messages } from "@lingui/core";

/** A message as a compiled catalog has it. */
export type CompiledMessage = Messages[string];

// Every catalog (src/locales/<code>.po, the first screens', and src/locales/later/<code>.po),
// compiled as the app's chunks have them by @lingui/vite-plugin, which fails on a missing
// translation; en.po is the source's own English.
const files = import.meta.glob<{ messages: Messages }>("../locales/**/*.po", { eager: true });

/** The catalogs' compiled messages by language: the first screens' and the later ones' together. */
export const COMPILED_CATALOGS: Readonly<Record<string, Messages>> = Object.entries(files).reduce<
  Record<string, Messages>
>((catalogs, [path, { messages }]) => {
  const code = path.replace(/^.*\/|\.po$/g, "");
  catalogs[code] = { ...catalogs[code], ...messages };
  return catalogs;
}, {});

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
