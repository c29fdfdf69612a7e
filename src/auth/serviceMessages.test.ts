import { describe, expect, it, vi } from "vitest";
import guide from "../../docs/GUIDE.md?raw";
import { i18n } from "../i18n/i18n";
import { errorCode, MESSAGES, messageFor, UserFacingError } from "./serviceMessages";

/** What a screen shows: the message for `error`, translated into the language shown. */
function shown(error: unknown): string {
  return i18n._(messageFor(error));
}

/** The guide's table of what the new screens say: each row's codes, and its words. */
function guideTable(): [string[], string][] {
  const section = guide.split("## What the new screens say")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| (`(?:auth|app|functions)\/[^|]+?) +\| (.+?) +\|$/gm)].map(
    ([, codes, words]) => [
      [...(codes ?? "").matchAll(/`((?:auth|app|functions)\/[\w-]+)`/g)].map(
        ([, code]) => code ?? "",
      ),
      words ?? "",
    ],
  );
}

describe("messageFor", () => {
  // The guide is where a learner reads what each failure says: it must say what the app says.
  it("says for each of the service's codes what the guide's table says", () => {
    const rows = guideTable();
    const codes = rows.flatMap(([rowCodes]) => rowCodes);
    expect(codes.sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [rowCodes, words] of rows) {
      for (const code of rowCodes) expect(shown({ code }), code).toBe(words);
    }
  });

  // The call may have ended everyone's sessions after the app stopped waiting for its answer.
  it("says of a function's timeout that the server was slow, never that nothing was changed", () => {
    expect(shown({ code: "functions/deadline-exceeded" })).toBe(
      "The server took too long to answer. Try again.",
    );
    expect(shown({ code: "functions/unavailable" })).toMatch(/nothing was changed/);
  });

  it("names a code it has no words for, as the service's refusal it is, reporting nothing", () => {
    expect(shown({ code: "auth/internal-error" })).toBe(
      "Something went wrong (auth/internal-error). Try again.",
    );
    expect(console.error).not.toHaveBeenCalled();
  });

  it("reports a failure without a code as the app's bug, once, and does not blame the visitor", () => {
    const report = vi.mocked(console.error).mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'uid')");
    const words =
      "Something went wrong in the app itself, not on your side. Reload the page, then try again.";

    expect(shown(bug)).toBe(words);
    // Said again at the next render: reported once.
    expect(shown(bug)).toBe(words);
    expect(report).toHaveBeenCalledExactlyOnceWith(
      "A call failed without a service code, a bug in the app:",
      bug,
    );

    expect(shown("thrown as a string")).toBe(words);
    expect(report).toHaveBeenLastCalledWith(
      "A call failed without a service code, a bug in the app:",
      "thrown as a string",
    );
    report.mockClear(); // checked: not a log for setup.ts to fail the test on
  });

  it("says a failure a screen has put in words as it is, the service's error kept as its cause", () => {
    const refusal = Object.assign(new Error("x"), {
      code: "auth/password-does-not-meet-requirements",
    });
    const words = { id: "needs-a-digit", message: "The password needs a digit." };
    const failure = new UserFacingError(words, refusal);

    expect(messageFor(failure)).toBe(words);
    expect(shown(failure)).toBe("The password needs a digit.");
    // The service's error stays behind the plain words, for whoever debugs it.
    expect(failure.cause).toBe(refusal);
  });
});

describe("errorCode", () => {
  it("reads an error's code only when it is a string", () => {
    expect(errorCode(Object.assign(new Error("x"), { code: "auth/weak-password" }))).toBe(
      "auth/weak-password",
    );
    expect(errorCode({ code: 400 })).toBeNull();
    expect(errorCode("auth/weak-password")).toBeNull();
    expect(errorCode(null)).toBeNull();
  });
});
