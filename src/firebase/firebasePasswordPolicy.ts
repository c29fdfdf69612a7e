import { validatePassword, type Auth, type PasswordValidationStatus } from "@firebase/auth";
import type { PasswordRuleCheck } from "../auth/IdentityService";

/** What every project enforces, with or without a policy: the service refuses shorter passwords. */
export function leastRule(password: string): PasswordRuleCheck[] {
  return [{ rule: { kind: "minLength", length: 6 }, met: password.length >= 6 }];
}

/** The rules the project's policy sets, each with whether the password meets it. */
function rulesOf(status: PasswordValidationStatus): PasswordRuleCheck[] {
  const { customStrengthOptions: options, allowedNonAlphanumericCharacters: allowed } =
    status.passwordPolicy;
  const checks: (PasswordRuleCheck | null)[] = [
    options.minPasswordLength === undefined || status.meetsMinPasswordLength === undefined
      ? null
      : {
          rule: { kind: "minLength", length: options.minPasswordLength },
          met: status.meetsMinPasswordLength,
        },
    options.maxPasswordLength === undefined || status.meetsMaxPasswordLength === undefined
      ? null
      : {
          rule: { kind: "maxLength", length: options.maxPasswordLength },
          met: status.meetsMaxPasswordLength,
        },
    status.containsLowercaseLetter === undefined
      ? null
      : { rule: { kind: "lowercase" }, met: status.containsLowercaseLetter },
    status.containsUppercaseLetter === undefined
      ? null
      : { rule: { kind: "uppercase" }, met: status.containsUppercaseLetter },
    status.containsNumericCharacter === undefined
      ? null
      : { rule: { kind: "digit" }, met: status.containsNumericCharacter },
    status.containsNonAlphanumericCharacter === undefined
      ? null
      : { rule: { kind: "symbol", allowed }, met: status.containsNonAlphanumericCharacter },
  ];
  return checks.filter((check) => check !== null);
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
