import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { SecondFactor } from "../../auth/IdentityService";
import { i18n } from "../../i18n/i18n";
import { factorName } from "./factorName";

const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

const t = (descriptor: MessageDescriptor) => i18n._(descriptor);

function phone(name: string | null, phoneNumber: string | null = "+15555550100"): SecondFactor {
  return { id: "phone", kind: "phone", name, phoneNumber, addedAt: "" };
}

/** Shows `code` with no message of its own: the English words, in its direction. */
function show(code: string) {
  i18n.load(code, {});
  i18n.activate(code);
}

describe("factorName", () => {
  it("isolates the name the visitor gave, so an Arabic one keeps its order in English", () => {
    expect(factorName(phone("هاتف العمل 2"), t)).toBe(
      `${FSI}هاتف العمل 2${PDI} (text to +15555550100)`,
    );
    expect(factorName({ ...phone("Phone app!"), kind: "authenticatorApp" }, t)).toBe(
      `${FSI}Phone app!${PDI} (authenticator app)`,
    );
  });

  it("isolates a name in Arabic too, the number kept left to right beside it", () => {
    show("ar");

    expect(factorName(phone("Work phone 2!"), t)).toBe(
      `${FSI}Work phone 2!${PDI} (text to ${LRI}+15555550100${PDI})`,
    );
  });

  it("has words of its own for a factor without a name or a number", () => {
    expect(factorName(phone(null), t)).toBe("Text to +15555550100");
    expect(factorName(phone(null, null), t)).toBe("Text to your phone");
    expect(factorName(phone("Work", null), t)).toBe(`${FSI}Work${PDI} (text to your phone)`);
  });
});
