import { describe, expect, it } from "vitest";
import type { CompiledMessage } from "./i18n";
import { LANGUAGES } from "./languages";

// Every catalog as the app's chunks have it (compiled by @lingui/vite-plugin, which fails on a
// missing translation); en.po is the source, each message its own English.
const catalogs = import.meta.glob<{ messages: Record<string, CompiledMessage> }>(
  "../locales/*.po",
  { eager: true },
);

function catalog(code: string): Record<string, CompiledMessage> {
  return catalogs[`../locales/${code}.po`]?.messages ?? {};
}

/** The names of a compiled message's placeholders, in its choices too ("#" is no name). */
function names(message: CompiledMessage | undefined, found = new Set<string>()): Set<string> {
  if (typeof message !== "object") return found;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , choices] = token;
    found.add(name);
    if (choices && typeof choices === "object") {
      for (const choice of Object.values(choices)) {
        if (Array.isArray(choice)) names(choice as CompiledMessage, found);
      }
    }
  }
  return found;
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
      expect([...names(messages[id])].sort(), `${code} ${text(message)}`).toEqual(
        [...names(message)].sort(),
      );
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
  it("load each language the switcher offers, and the pseudo-language outside production", async () => {
    const { CATALOGS } = await import("./catalogs");
    expect(Object.keys(CATALOGS)).toEqual([...others, "pseudo"]);
    for (const [code, load] of Object.entries(CATALOGS)) {
      const { messages } = await load();
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(english).sort());
      expect(messages, code).toEqual(catalog(code));
    }
  });
});
