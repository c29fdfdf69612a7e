import { validatePassword, type Auth, type PasswordValidationStatus } from "@firebase/auth";
import type { PasswordRule, PasswordRuleCheck } from "../auth/IdentityService";

/** What every project enforces, with or without a policy: the service refuses shorter passwords. */
export function leastRule(password: string): PasswordRuleCheck[] {
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
 * The project's password policy, read by the SDK's `validatePassword`: it fetches the policy
 * once, then checks each password without a request. The Auth emulator has no policy (it answers
 * 501), a project may enforce none, and the network may fail: then the least rule, and no further
 * request from this page, since the SDK would otherwise ask again on every keystroke.
 */
export function createPasswordCheck(
  auth: Auth,
): (password: string) => Promise<PasswordRuleCheck[]> {
  let noPolicy = false;
  return async (password) => {
    if (noPolicy) return leastRule(password);
    try {
      const status = await validatePassword(auth, password);
      if (status.passwordPolicy.enforcementState === "ENFORCE") return rulesOf(status);
    } catch {
      // No policy to give: the least rule stands, and no code reaches the screen.
    }
    noPolicy = true;
    return leastRule(password);
  };
}
