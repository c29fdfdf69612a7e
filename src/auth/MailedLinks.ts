/** The mailed links this app handles, by the `mode` their URL carries. */
export type ActionMode =
  | "resetPassword"
  | "verifyEmail"
  | "verifyAndChangeEmail"
  | "recoverEmail"
  | "revertSecondFactorAddition";

/** What a mailed link's code is for, read without using it up. */
export interface ActionCodeInfo {
  /** "other" for a kind of link this app does not handle. */
  mode: ActionMode | "other";
  /** The address it verifies or resets, a change's new one, or the one a recovery restores. */
  email: string;
  /** A change's or recovery's address until the link is used, else null (SDK: `previousEmail`). */
  currentEmail: string | null;
}

/**
 * The links the service mails. Opening a link only reads it (mail scanners open links too); a
 * press uses it. `continueUrl` is where the link's page leads once done.
 */
export interface MailedLinks {
  /** Succeeds alike whether or not the address has an account. */
  sendPasswordReset: (email: string, continueUrl: string) => Promise<void>;
  checkActionCode: (code: string) => Promise<ActionCodeInfo>;
  /** Uses a verify, change-of-address or recovery code; a signed-in user is then re-read. */
  applyActionCode: (code: string) => Promise<void>;
  confirmPasswordReset: (code: string, newPassword: string) => Promise<void>;
}
