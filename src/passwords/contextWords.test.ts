import { describe, expect, it } from "vitest";
import { contextWords } from "./contextWords";

describe("contextWords", () => {
  it("gives an address whole, its two halves and each run of letters and digits, in lower case", () => {
    expect(contextWords(["Alice.Smith@Mail.Example.com"])).toEqual([
      "alice.smith@mail.example.com",
      "alice.smith",
      "mail.example.com",
      "alice",
      "smith",
      "mail",
      "example",
      "com",
    ]);
  });

  it("gives a name whole and word by word, and each word once", () => {
    expect(contextWords(["Firebase Auth Demo", "demo-email-auth"])).toEqual([
      "firebase auth demo",
      "firebase",
      "auth",
      "demo",
      "demo-email-auth",
      "email",
    ]);
  });

  it("keeps letters of any script and digits, and gives nothing for nothing", () => {
    expect(contextWords(["zoë_2024"])).toEqual(["zoë_2024", "zoë", "2024"]);
    expect(contextWords([""])).toEqual([]);
  });
});
