/** One rule of the project's password policy, for a new password. */
export type PasswordRule =
  | { kind: "minLength"; length: number }
  | { kind: "maxLength"; length: number }
  | { kind: "lowercase" }
  | { kind: "uppercase" }
  | { kind: "digit" }
  /** A character that is not a letter or a digit, one of `allowed`. */
  | { kind: "symbol"; allowed: string };

export interface PasswordRuleCheck {
  rule: PasswordRule;
  met: boolean;
}

/**
 * Changes to the signed-in account, each right after `confirmPassword`: the owner proves they are
 * at the keyboard, which also meets the service's rule of a recent sign-in.
 */
export interface AccountChanges {
  confirmPassword: (currentPassword: string) => Promise<void>;
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  changePassword: (newPassword: string) => Promise<void>;
  /** Mails a link to `newEmail`; the address changes once it is followed. */
  changeEmail: (newEmail: string, continueUrl: string) => Promise<void>;
  deleteAccount: () => Promise<void>;
  /** Ends every session, this browser's at once, the others' at their next checkSession. */
  signOutEverywhere: () => Promise<void>;
  /**
   * A new password against the project's policy, before it is sent; with no policy to read (the
   * emulator, none enforced, offline), every project's rule of 6 characters or more. Never rejects.
   */
  checkNewPassword: (password: string) => Promise<PasswordRuleCheck[]>;
}
