import { describe, expect, it } from "vitest";
import { commonOrContext as check } from "./commonOrContext";
import { loadCommonPasswords } from "./commonPasswords";

const ALICE = ["alice@example.com", "Firebase Auth Demo", "demo-email-auth"];
/** The list without a policy: the most common passwords of Firebase's minimum length or more. */
const COMMON = await loadCommonPasswords(6);

function commonOrContext(password: string, words: readonly string[]) {
  return check(password, words, COMMON);
}

describe("commonOrContext", () => {
  it("refuses each of the common passwords it is given, 10,000 of them", () => {
    const list = [...COMMON];
    expect(list.length).toBe(10_000);
    expect(list.filter((password) => commonOrContext(password, []) !== "common")).toEqual([]);
    expect(check("iloveyou", [], new Set(["other"]))).toBeNull();
  });

  it("refuses a common password in any case", () => {
    expect(commonOrContext("PassWord", ALICE)).toBe("common");
    expect(commonOrContext("QWERTY", ALICE)).toBe("common");
  });

  it.each([
    ["a context word with a year and a symbol", "alice2024!"],
    ["the same in other cases, with a separator", "ALICE-2024"],
    ["words of the address between separators", "alice_example_2024!"],
    ["the address whole", "alice@example.com"],
    ["a word twice", "alicealice"],
    ["a word and a symbol, twice", "alice!alice!"],
    ["a word with digits for letters", "4l1c3"],
    ["a word reversed", "ecila"],
    ["a word and a long run of one symbol", "alice!!!!!!!!!!"],
    ["a word and six digits", "alice123456"],
    ["the app's name, run together", "firebaseauthdemo"],
    ["the project's name, with a space", "Demo Email Auth 1"],
  ])("refuses %s: %s", (_case, password) => {
    expect(commonOrContext(password, ALICE)).toBe("context");
  });

  it.each([
    ["a long passphrase that merely contains a context word", "correct horse alice battery staple"],
    ["another", "alice-loves-long-walks-by-the-river"],
    ["a word and seven digits", "alice1234567"],
    ["a word and one more letter", "alicex"],
    ["random characters before a word", "xk9#Lm2!alice"],
    ["no word at all, only digits and symbols", "2024!!"],
  ])("accepts %s: %s", (_case, password) => {
    expect(commonOrContext(password, ALICE)).toBeNull();
  });

  it("judges by the words it is given", () => {
    expect(commonOrContext("alice2024!", ["bob@example.com"])).toBeNull();
    expect(commonOrContext("bob2024!", ["bob@example.com"])).toBe("context");
  });
});
