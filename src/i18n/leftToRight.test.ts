import { describe, expect, it } from "vitest";
import { i18n } from "./i18n";
import { isRightToLeft, leftToRight } from "./leftToRight";

const LRI = "\u2066";
const PDI = "\u2069";

/** Shows the language `code` (no message needed here); the next test finds English again. */
function show(code: string) {
  i18n.load(code, {});
  i18n.activate(code);
}

describe("leftToRight", () => {
  it("isolates an address, a number or a code as left-to-right text in Arabic", () => {
    show("ar");

    expect(isRightToLeft()).toBe(true);
    expect(leftToRight("ada@example.com")).toBe(`${LRI}ada@example.com${PDI}`);
    expect(leftToRight("+33 6 12 34 56 78")).toBe(`${LRI}+33 6 12 34 56 78${PDI}`);
  });

  it.each(["en", "fr", "de", "es", "ja", "pseudo"])("leaves the text as it is in %s", (code) => {
    show(code);

    expect(isRightToLeft()).toBe(false);
    expect(leftToRight("ada@example.com")).toBe("ada@example.com");
  });
});
