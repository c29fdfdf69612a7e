import { describe, expect, it } from "vitest";
import { pickLanguage, type LanguageHints } from "./pickLanguage";

const KNOWN = ["en", "fr", "de", "es", "ar", "ja"];
const NONE: LanguageHints = { chosen: null, link: null, preferred: [] };

describe("pickLanguage", () => {
  it("takes the visitor's own choice first, over a link's and the browser's", () => {
    expect(pickLanguage(KNOWN, { chosen: "de", link: "fr", preferred: ["ja"] })).toBe("de");
  });

  it("takes a mailed link's language over the browser's", () => {
    expect(pickLanguage(KNOWN, { ...NONE, link: "fr", preferred: ["ja"] })).toBe("fr");
  });

  it("takes the first of the browser's languages the app speaks, by its first part, in any case", () => {
    expect(pickLanguage(KNOWN, { ...NONE, preferred: ["pt-BR", "ES-mx", "fr"] })).toBe("es");
    expect(pickLanguage(KNOWN, { ...NONE, preferred: ["zh_Hant", "JA_jp"] })).toBe("ja");
  });

  it("passes over what it does not speak: a stored choice, a link's language, a browser's", () => {
    expect(pickLanguage(KNOWN, { chosen: "pt", link: "it", preferred: ["", "ar-EG"] })).toBe("ar");
    // A stored choice is the switcher's own code, as it is: not read by its first part.
    expect(pickLanguage(KNOWN, { ...NONE, chosen: "fr-CA" })).toBe("en");
  });

  it("says English when nothing names a language it speaks", () => {
    expect(pickLanguage(KNOWN, NONE)).toBe("en");
    expect(pickLanguage(KNOWN, { chosen: "pt", link: "", preferred: ["zh-CN", "ko"] })).toBe("en");
  });

  it("picks only among the languages it is given", () => {
    expect(
      pickLanguage(["en", "fr"], { chosen: "de", link: "ja", preferred: ["es", "fr-BE"] }),
    ).toBe("fr");
  });
});
