import { describe, expect, it } from "vitest";
import { formText } from "./formText";

describe("formText", () => {
  it("gives a text field's value, unchanged", () => {
    const fields = new FormData();
    fields.set("password", "  two words  ");

    expect(formText(fields, "password")).toBe("  two words  ");
  });

  it('gives "" for a field the form does not have', () => {
    const fields = new FormData();
    fields.set("password", "secret");

    expect(formText(fields, "newPassword")).toBe("");
  });
});
