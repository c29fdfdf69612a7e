/**
 * A message as Lingui compiles it: text, and placeholders, `[name]`, or a plural,
 * `[name, "plural", choices]`, whose choices may hold "#", the number itself.
 */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, kind?: string, choices?: unknown];
type Choices = Partial<Record<string, CompiledMessage>>;
type Values = Record<string, unknown>;

/** What the macros leave where a message was: its id, its English, and its placeholders' values. */
interface Descriptor {
  id: string;
  message?: CompiledMessage;
  values?: Values;
}

const catalogs = new Map<string, Readonly<Record<string, CompiledMessage>>>();
const listeners = new Set<() => void>();
let language = "en";

function own(choices: Choices, key: string): CompiledMessage | undefined {
  return Object.hasOwn(choices, key) ? choices[key] : undefined;
}

/** A placeholder's value, as text: the app fills them with text and numbers only. */
function text(value: unknown): string {
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value : "";
}

function format(message: CompiledMessage, values: Values, count?: number): string {
  if (typeof message === "string") return message;
  return message
    .map((token) => {
      if (typeof token === "string") {
        return token === "#" && count !== undefined
          ? new Intl.NumberFormat(language).format(count)
          : token;
      }
      const [name, kind, choices] = token;
      if (kind !== "plural") return text(values[name]);
      // An exact count first ("=0"), else the language's form for it, else the catch-all.
      const value = Number(values[name]);
      const form = new Intl.PluralRules(language).select(value);
      const forms = (choices ?? {}) as Choices;
      const choice = own(forms, String(value)) ?? own(forms, form) ?? own(forms, "other");
      return format(choice ?? "", values, value);
    })
    .join("");
}

/**
 * What Lingui's macros call (lingui.config.ts): the app's messages, in the language shown. It does
 * the part of @lingui/core that the app's messages use (placeholders and plurals), its first load
 * spared @lingui/core's 1.9 KB; a test holds it to @lingui/core's answers for every message of
 * every catalog (i18n.test.ts). English needs no catalog: each message carries its own, compiled
 * at build time (vite.config.ts).
 */
export const i18n = {
  get locale(): string {
    return language;
  },
  /** The message in the language shown, else its English. */
  _({ id, message, values = {} }: Descriptor): string {
    return format(catalogs.get(language)?.[id] ?? message ?? id, values);
  },
  load(code: string, messages: Readonly<Record<string, CompiledMessage>>): void {
    catalogs.set(code, messages);
  },
  /** Shows another language: every component reading messages renders again (useLingui.ts). */
  activate(code: string): void {
    language = code;
    for (const listener of listeners) listener();
  },
  /** Calls `listener` at every change of language; returns an unsubscribe. */
  onChange(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
