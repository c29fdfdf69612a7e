import { describe, expect, it, vi } from "vitest";
import { stubRangeApi } from "../testing/rangeApi";
import { loadCommonOrContext, screenPassword } from "./screenPassword";

const WORDS = ["alice@example.com", "Firebase Auth Demo"];
const commonOrContext = await loadCommonOrContext(6);

describe("loadCommonOrContext", () => {
  it("checks the common passwords a policy's minimum lets through, and the context words", async () => {
    expect(commonOrContext("iloveyou", WORDS)).toBe("common");
    expect(commonOrContext("alice2024!", WORDS)).toBe("context");
    expect(commonOrContext("a-brand-new-secret", WORDS)).toBeNull();
    const ofNine = await loadCommonOrContext(9);
    expect(ofNine("iloveyou", WORDS)).toBeNull();
    expect(ofNine("password1", WORDS)).toBe("common");
    expect(ofNine("alice2024!", WORDS)).toBe("context");
  });
});

describe("screenPassword", () => {
  it.each([
    ["common", "password"],
    ["context", "alice2024!"],
  ])("refuses a %s password with nothing sent for it: %s", async (why, password) => {
    const fetch = stubRangeApi({ [password]: 10 });

    expect(await screenPassword(password, WORDS, commonOrContext)).toEqual({ refused: why });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives the check the password and the words", async () => {
    stubRangeApi();
    const check = vi.fn(() => null);

    await screenPassword("a-brand-new-secret", WORDS, check);

    expect(check).toHaveBeenCalledExactlyOnceWith("a-brand-new-secret", WORDS);
  });

  it("refuses a password found in breached data", async () => {
    stubRangeApi({ "a-brand-new-secret": 2 });

    expect(await screenPassword("a-brand-new-secret", WORDS, commonOrContext)).toEqual({
      refused: "breached",
    });
  });

  it("passes a password in no breach, checked", async () => {
    const fetch = stubRangeApi({ "another-secret": 2 });

    expect(await screenPassword("a-brand-new-secret", WORDS, commonOrContext)).toEqual({
      refused: false,
      breachChecked: true,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("passes it unchecked when the breach check cannot be made", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));

    expect(await screenPassword("a-brand-new-secret", WORDS, commonOrContext)).toEqual({
      refused: false,
      breachChecked: false,
    });
  });
});
