import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { COMPILED_CATALOGS, placeholders, type CompiledMessage } from "../testing/compiledCatalogs";
import { FIRST_CATALOGS, LATER_CATALOGS } from "./catalogs";
import { LANGUAGES } from "./languages";
import { messages as englishFirst } from "../locales/en.po";

function catalog(code: string): Messages {
  return COMPILED_CATALOGS[code] ?? {};
}

/** The names of a compiled message's placeholders. */
function names(message: CompiledMessage | undefined): string[] {
  return [...placeholders(message).keys()].sort();
}

/** A message's text with its placeholders' names, to tell a translation from a copy. */
function text(message: CompiledMessage | undefined): string {
  return JSON.stringify(message);
}

const english = catalog("en");
const others = LANGUAGES.map(({ code }) => code).filter((code) => code !== "en");

describe("the catalogs", () => {
  it("have English, the source, with the app's messages", () => {
    expect(Object.keys(english).length).toBeGreaterThan(100);
  });

  it.each(others)("%s has every message, with the English one's placeholders", (code) => {
    const messages = catalog(code);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(names(messages[id]), `${code} ${text(message)}`).toEqual(names(message));
    }
  });

  // A catalog of copies would pass every check above, and show English.
  it.each(others)("%s is translated, not copied from the English", (code) => {
    const messages = catalog(code);
    const copies = Object.keys(english).filter((id) => text(messages[id]) === text(english[id]));
    expect(copies.length, copies.map((id) => text(english[id])).join("\n")).toBeLessThan(
      Object.keys(english).length / 10,
    );
  });
});

describe("the catalogs' chunks (src/i18n/catalogs.ts)", () => {
  it("load each language the switcher offers, and the pseudo-language outside production", () => {
    expect(Object.keys(FIRST_CATALOGS)).toEqual([...others, "pseudo"]);
    expect(Object.keys(LATER_CATALOGS)).toEqual(["en", ...others, "pseudo"]);
  });

  it("split each language as English is split: the first screens' messages, then the rest", async () => {
    const englishLater = (await LATER_CATALOGS.en?.())?.messages ?? {};
    expect(Object.keys(englishFirst).length).toBeGreaterThan(0);
    expect({ ...englishFirst, ...englishLater }).toEqual(english);
    for (const [code, load] of Object.entries(FIRST_CATALOGS)) {
      const { messages } = await load();
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(englishFirst).sort());
    }
    for (const [code, load] of Object.entries(LATER_CATALOGS)) {
      const { messages } = await load();
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(englishLater).sort());
    }
  });
});
