import { validatePassword, type Auth, type PasswordValidationStatus } from "@firebase/auth";
import type { PasswordRule, PasswordRuleCheck } from "../auth/IdentityService";

/** What every project enforces, with or without a policy: the service refuses shorter passwords. */
function leastRule(password: string): PasswordRuleCheck[] {
  return [{ rule: { kind: "minLength", length: 6 }, met: password.length >= 6 }];
}

/** The rules the project's policy sets, each with whether the password meets it. */
function rulesOf(status: PasswordValidationStatus): PasswordRuleCheck[] {
  const { customStrengthOptions: options, allowedNonAlphanumericCharacters: allowed } =
    status.passwordPolicy;
  // The SDK answers for a rule only where the policy sets it; the lengths are then set too.
  const answers: [boolean | undefined, PasswordRule][] = [
    [status.meetsMinPasswordLength, { kind: "minLength", length: options.minPasswordLength ?? 0 }],
    [status.meetsMaxPasswordLength, { kind: "maxLength", length: options.maxPasswordLength ?? 0 }],
    [status.containsLowercaseLetter, { kind: "lowercase" }],
    [status.containsUppercaseLetter, { kind: "uppercase" }],
    [status.containsNumericCharacter, { kind: "digit" }],
    [status.containsNonAlphanumericCharacter, { kind: "symbol", allowed }],
  ];
  return answers.flatMap(([met, rule]) => (met === undefined ? [] : [{ rule, met }]));
}

/**
 * The project's password policy, fetched once by the SDK's `validatePassword`; without one (the
 * emulator answers 501, none enforced, offline), the least rule for the rest of the page.
 */
export function createPasswordCheck(
  auth: Auth,
): (password: string) => Promise<PasswordRuleCheck[]> {
  let enforced: Promise<boolean> | undefined;
  return async (password) => {
    enforced ??= validatePassword(auth, password).then(
      (status) => status.passwordPolicy.enforcementState === "ENFORCE",
      () => false,
    );
    if (!(await enforced)) return leastRule(password);
    return rulesOf(await validatePassword(auth, password));
  };
}
