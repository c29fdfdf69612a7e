import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILED_CATALOGS, placeholders } from "../testing/compiledCatalogs";
import { i18n, type CompiledMessage } from "./i18n";

/** The values worth trying: French says "many" of a million, a form its catalog may leave out. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1234.5, 1_000_000];
const TEXTS = ["x@example.com"];

/** Each way of filling the message's placeholders: one value each, all of them in turn. */
function fillings(message: CompiledMessage): Record<string, unknown>[] {
  const names = [...placeholders(message)].map(
    ([name, kind]) => [name, kind === "plural" ? COUNTS : TEXTS] as const,
  );
  const longest = Math.max(1, ...names.map(([, tries]) => tries.length));
  return Array.from({ length: longest }, (_, index) =>
    Object.fromEntries(names.map(([name, tries]) => [name, tries[index % tries.length]])),
  );
}

afterEach(() => {
  i18n.activate("en");
});

describe("i18n, the app's translate function", () => {
  it("has every language's catalog to hold to account", () => {
    expect(Object.keys(COMPILED_CATALOGS).length).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.entries(COMPILED_CATALOGS))(
    "answers as @lingui/core does for %s",
    (code, messages) => {
      const lingui = setupI18n({ locale: code, messages: { [code]: messages } });
      i18n.load(code, messages);
      i18n.activate(code);
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      for (const [id, message] of Object.entries(messages)) {
        for (const values of fillings(message)) {
          expect(i18n._({ id, values }), `${code} ${id}`).toBe(lingui._(id, values));
        }
      }
    },
  );

  it("answers a message's English when the language shown has no catalog entry for it", () => {
    const message = compileMessage(
      "{count, plural, =0 {no codes} one {# code} other {# codes}} for {email}",
    );
    i18n.load("xx", {});
    i18n.activate("xx");
    const lingui = setupI18n({ locale: "xx", messages: { xx: {} } });
    for (const values of fillings(message)) {
      expect(i18n._({ id: "none", message, values })).toBe(
        lingui._({ id: "none", message, values } as never),
      );
    }
    expect(i18n._({ id: "none", message, values: { count: 1, email: "a@b.c" } })).toBe(
      "1 code for a@b.c",
    );
  });

  it("writes a number given to a plain placeholder as it is, and leaves out a missing value", () => {
    const message = compileMessage("{left} of {total} left");
    const lingui = setupI18n({ locale: "en", messages: { en: {} } });
    for (const values of [{ left: 3, total: 10 }, { left: "three" }]) {
      expect(i18n._({ id: "none", message, values })).toBe(
        lingui._({ id: "none", message, values } as never),
      );
    }
    expect(i18n._({ id: "none", message, values: { left: 3, total: 10 } })).toBe("3 of 10 left");
  });

  it("counts in the language's forms, falling back to the catch-all where a catalog has no form", () => {
    const message = compileMessage("{count, plural, one {# code} other {# codes}}");
    i18n.activate("fr");
    expect(i18n._({ id: "none", message, values: { count: 1_000_000 } })).toBe(
      "1\u202f000\u202f000 codes",
    );
    expect(i18n._({ id: "none", message, values: { count: 0 } })).toBe("0 code");
  });

  it("tells its listeners when the language changes, until they stop listening", () => {
    const heard: string[] = [];
    const stop = i18n.onChange(() => heard.push(i18n.locale));
    i18n.activate("fr");
    stop();
    i18n.activate("de");
    expect(heard).toEqual(["fr"]);
  });
});
