import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { i18n } from "./i18n";
import { listOf } from "./listOf";

const rules = [msg`a digit`, msg`a lower-case letter`, msg`an upper-case letter`];

/** Shows `code` with no message of its own: each rule is then said in English, listed its way. */
function show(code: string) {
  i18n.load(code, {});
  i18n.activate(code);
}

describe("listOf", () => {
  it.each([
    // British: no comma before "and".
    ["en", "a digit, a lower-case letter and an upper-case letter"],
    ["fr", "a digit, a lower-case letter et an upper-case letter"],
    ["ar", "a digit وa lower-case letter وan upper-case letter"],
    ["ja", "a digit、a lower-case letter、an upper-case letter"],
  ])("joins the messages as %s joins a list", (code, said) => {
    show(code);

    expect(String(listOf(rules))).toBe(said);
  });

  it("says the list in the language shown when it is said, not when it is made", () => {
    const list = listOf(rules.slice(0, 2));
    expect(String(list)).toBe("a digit and a lower-case letter");

    i18n.loadAndActivate({
      locale: "de",
      messages: {
        [msg`a digit`.id]: "eine Ziffer",
        [msg`a lower-case letter`.id]: "einen Kleinbuchstaben",
      },
    });

    expect(String(list)).toBe("eine Ziffer und einen Kleinbuchstaben");
  });
});
