/** The mailed links this app handles, by the `mode` their URL carries. */
export type ActionMode =
  | "resetPassword"
  | "verifyEmail"
  | "verifyAndChangeEmail"
  | "recoverEmail"
  | "revertSecondFactorAddition";

/** What a mailed link's code is for, read without using it up. */
export interface ActionCodeInfo {
  /** The kind of link the code was made for; "other" for one this app does not handle. */
  mode: ActionMode | "other";
  /**
   * The address the link is for: the one it verifies or resets, the new one of a change of
   * address, the old one a recovery restores.
   */
  email: string;
  /**
   * Where the link replaces the account's address (a change, a recovery), the address it has until
   * the link is used: for a change, the old one; for a recovery, the one it had been changed to.
   * Otherwise null. (The SDK calls it `previousEmail`, which for a recovery is the newer address.)
   */
  currentEmail: string | null;
}

/**
 * The links the service mails, and what their page does with them. `continueUrl` is where the
 * link's page leads on once it is done. Opening a link only reads it; a press uses it.
 */
export interface MailedLinks {
  /** Mails a reset link. Succeeds alike whether or not the address has an account. */
  sendPasswordReset: (email: string, continueUrl: string) => Promise<void>;
  /** Reads a link's code without using it (mail scanners open links too). */
  checkActionCode: (code: string) => Promise<ActionCodeInfo>;
  /** Uses a verify, change-of-address or recovery code; a signed-in user is then re-read. */
  applyActionCode: (code: string) => Promise<void>;
  /** Uses a reset code to set a new password. */
  confirmPasswordReset: (code: string, newPassword: string) => Promise<void>;
}
