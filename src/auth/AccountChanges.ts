/** One rule of the project's password policy, for a new password. */
export type PasswordRule =
  | { kind: "minLength"; length: number }
  | { kind: "maxLength"; length: number }
  | { kind: "lowercase" }
  | { kind: "uppercase" }
  | { kind: "digit" }
  /** A character that is not a letter or a digit, one of `allowed`. */
  | { kind: "symbol"; allowed: string };

/** A rule, and whether a password meets it. */
export interface PasswordRuleCheck {
  rule: PasswordRule;
  met: boolean;
}

/**
 * Changes to the signed-in account. Each change is made right after `confirmPassword`: the app
 * asks for the current password (and the second factor) before every change, which also meets the
 * service's own rule for them (a sign-in in the last five minutes, else
 * auth/requires-recent-login).
 */
export interface AccountChanges {
  /**
   * Checks the current password: the account's owner is at the keyboard. An account with a second
   * factor rejects with code "auth/multi-factor-auth-required" and a challenge that completes the
   * check (src/auth/SecondFactors.ts).
   */
  confirmPassword: (currentPassword: string) => Promise<void>;
  /** Mails a link that verifies the signed-in account's address. */
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  changePassword: (newPassword: string) => Promise<void>;
  /** Mails a link to `newEmail`; the address changes only once it is followed. */
  changeEmail: (newEmail: string, continueUrl: string) => Promise<void>;
  /** Deletes the account; the listener then reports null. */
  deleteAccount: () => Promise<void>;
  /**
   * Checks a new password against the project's password policy, before anything is sent (a
   * change, or a reset link's new password). Where the service has no policy to give (the Auth
   * emulator, a project without one enforced, a network failure), the one rule every project
   * enforces: at least 6 characters. Never rejects.
   */
  checkNewPassword: (password: string) => Promise<PasswordRuleCheck[]>;
}
