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
 * Changes to the signed-in account, each made right after `confirmPassword`: the owner proves
 * they are at the keyboard, which also meets the service's rule of a recent sign-in
 * (auth/requires-recent-login).
 */
export interface AccountChanges {
  /** An account with a second factor rejects with a challenge (SecondFactors.ts). */
  confirmPassword: (currentPassword: string) => Promise<void>;
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  changePassword: (newPassword: string) => Promise<void>;
  /** Mails a link to `newEmail`; the address changes once it is followed. */
  changeEmail: (newEmail: string, continueUrl: string) => Promise<void>;
  /** The listener then reports null. */
  deleteAccount: () => Promise<void>;
  /**
   * Checks a new password against the project's policy before it is sent. Without a policy to
   * read (the emulator, none enforced, offline): the rule every project has, 6 characters or more.
   * Never rejects.
   */
  checkNewPassword: (password: string) => Promise<PasswordRuleCheck[]>;
}
