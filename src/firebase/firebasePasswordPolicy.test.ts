import { validatePassword, type Auth, type PasswordValidationStatus } from "@firebase/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPasswordCheck } from "./firebasePasswordPolicy";

vi.mock("@firebase/auth", () => ({ validatePassword: vi.fn() }));

const auth = {} as Auth;

/** The SDK's answer for a password, under a policy that sets every rule. */
function status(enforcementState: string): PasswordValidationStatus {
  return {
    isValid: false,
    meetsMinPasswordLength: false,
    meetsMaxPasswordLength: true,
    containsLowercaseLetter: true,
    containsUppercaseLetter: false,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: false,
    passwordPolicy: {
      customStrengthOptions: {
        minPasswordLength: 10,
        maxPasswordLength: 40,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
      allowedNonAlphanumericCharacters: "!?",
      enforcementState,
      forceUpgradeOnSignin: false,
    },
  };
}

const LEAST = { rule: { kind: "minLength", length: 6 }, met: false };

beforeEach(() => {
  vi.mocked(validatePassword).mockReset();
});

describe("createPasswordCheck", () => {
  it("gives each rule an enforced policy sets, with whether the password meets it", async () => {
    vi.mocked(validatePassword).mockResolvedValue(status("ENFORCE"));

    expect(await createPasswordCheck(auth)("abc1")).toEqual([
      { rule: { kind: "minLength", length: 10 }, met: false },
      { rule: { kind: "maxLength", length: 40 }, met: true },
      { rule: { kind: "lowercase" }, met: true },
      { rule: { kind: "uppercase" }, met: false },
      { rule: { kind: "digit" }, met: true },
      { rule: { kind: "symbol", allowed: "!?" }, met: false },
    ]);
    expect(validatePassword).toHaveBeenLastCalledWith(auth, "abc1");
  });

  it("leaves out the rules a policy does not set", async () => {
    vi.mocked(validatePassword).mockResolvedValue({
      isValid: true,
      meetsMinPasswordLength: true,
      passwordPolicy: {
        customStrengthOptions: { minPasswordLength: 8 },
        allowedNonAlphanumericCharacters: "",
        enforcementState: "ENFORCE",
        forceUpgradeOnSignin: false,
      },
    });

    expect(await createPasswordCheck(auth)("abcdefgh")).toEqual([
      { rule: { kind: "minLength", length: 8 }, met: true },
    ]);
  });

  it("reads the policy once for checks made while it is on its way", async () => {
    const policy: { answer?: (status: PasswordValidationStatus) => void } = {};
    vi.mocked(validatePassword).mockImplementationOnce(
      () => new Promise((resolve) => (policy.answer = resolve)),
    );
    vi.mocked(validatePassword).mockResolvedValue(status("ENFORCE"));
    const check = createPasswordCheck(auth);

    const checks = [check("a"), check("ab"), check("abc")];
    policy.answer?.(status("ENFORCE"));

    expect(await Promise.all(checks)).toHaveLength(3);
    // One read of the policy, then one check on the SDK's copy for each password.
    expect(validatePassword).toHaveBeenCalledTimes(4);
  });

  it("gives the least rule for a policy that is not enforced, and asks no more", async () => {
    vi.mocked(validatePassword).mockResolvedValue(status("OFF"));
    const check = createPasswordCheck(auth);

    expect(await check("abc1")).toEqual([LEAST]);
    expect(await check("abcdefg")).toEqual([{ ...LEAST, met: true }]);
    expect(validatePassword).toHaveBeenCalledOnce();
  });

  it("gives the least rule where the service has no policy to give, and asks no more", async () => {
    vi.mocked(validatePassword).mockRejectedValue(
      Object.assign(new Error("not implemented"), {
        code: "auth/identitytoolkit.getpasswordpolicy-is-not-implemented-in-the-auth-emulator.",
      }),
    );
    const check = createPasswordCheck(auth);

    const [short, long] = await Promise.all([check("abc"), check("abcdef")]);
    expect(short).toEqual([LEAST]);
    expect(long).toEqual([{ ...LEAST, met: true }]);
    expect(validatePassword).toHaveBeenCalledOnce();
  });
});
