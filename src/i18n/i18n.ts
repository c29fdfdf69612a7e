/**
 * A message as Lingui compiles it: text, and placeholders, `[name]` or `[name, kind, choices]`,
 * where a plural's choices may hold "#", the number itself.
 */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, kind?: string, choices?: unknown];
type Choices = Partial<Record<string, CompiledMessage>> & { offset?: number };
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

function format(message: CompiledMessage, values: Values, count?: number): string {
  if (typeof message === "string") return message;
  return message
    .map((token) => {
      if (typeof token === "string") {
        return token === "#" && count !== undefined
          ? new Intl.NumberFormat(language).format(count)
          : token;
      }
      const [name, kind, choices = {}] = token;
      const value = values[name];
      if (kind === "plural" || kind === "selectordinal") {
        const { offset = 0 } = choices as Choices;
        const rule = new Intl.PluralRules(language, {
          type: kind === "plural" ? "cardinal" : "ordinal",
        }).select(Number(value) - offset);
        const choice =
          own(choices as Choices, String(value)) ?? own(choices as Choices, rule) ?? "";
        return format(choice, values, Number(value) - offset);
      }
      if (kind === "select") {
        const choice = own(choices as Choices, String(value)) ?? own(choices as Choices, "other");
        return format(choice ?? "", values, count);
      }
      if (kind === "number") return new Intl.NumberFormat(language).format(Number(value));
      // The app fills placeholders with text and numbers only.
      return typeof value === "string" || typeof value === "number" ? String(value) : "";
    })
    .join("");
}

/**
 * What Lingui's macros call (lingui.config.ts): the app's messages, in the language shown. It does
 * the part of @lingui/core that the app uses, its first load spared @lingui/core's 1.9 KB; a test
 * holds it to @lingui/core's answers for every message of every catalog (i18n.test.ts). English
 * needs no catalog: each message carries its own, compiled at build time (vite.config.ts).
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
  on(_event: "change", listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
