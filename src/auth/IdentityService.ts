/** The signed-in user, as the identity service supplies it. */
export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether the user has followed a verification link sent to `email`. */
  emailVerified: boolean;
}

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

/** A second factor enrolled on an account. */
export interface SecondFactor {
  /** The service's id for it. */
  id: string;
  kind: "phone" | "authenticatorApp";
  /** The name it was given when it was added, or null. */
  name: string | null;
  /** A phone's number as the service gives it (masked, during a sign-in); null for an app. */
  phoneNumber: string | null;
  /** When it was added, as the service says it (a date string `new Date()` reads). */
  addedAt: string;
}

/**
 * A sign-in, or the check of the current password before a change, that waits for a second
 * factor. `Result` is what the call that asked for it resolves with once it completes.
 */
export interface SecondFactorChallenge<Result = void> {
  /** The account's factors, to choose from. */
  factors: SecondFactor[];
  /** Texts a code to a phone factor; every send is a new code (the last one sent counts). */
  sendCode: (factorId: string) => Promise<void>;
  /**
   * Gives the code (texted, or from the app): the sign-in, or the change that asked, completes,
   * and resolves with what that call would have. A wrong code rejects, and the challenge stays.
   */
  complete: (factorId: string, code: string) => Promise<Result>;
}

/** A phone being added: the code texted to it confirms it. */
export interface PhoneEnrolment {
  confirm: (code: string, name: string) => Promise<void>;
}

/** An authenticator app being added: the secret to give it, then a code it shows. */
export interface AuthenticatorAppEnrolment {
  /** The shared secret, in base32, for typing into the app by hand. */
  secret: string;
  /** The `otpauth://` URI an app reads from a QR code. */
  uri: string;
  confirm: (code: string, name: string) => Promise<void>;
}

/** A text the Auth emulator would have sent (emulator builds only). */
export interface SentText {
  phoneNumber: string;
  code: string;
}

/** A message the Auth emulator would have mailed (emulator builds only). */
export interface SentMail {
  email: string;
  /** The new address of a change-of-address link, otherwise null. */
  newEmail: string | null;
  /** The link's query, as a real e-mail's link carries it: mode, oobCode, continueUrl, lang. */
  query: string;
}

/**
 * Everything the app needs from a hosted identity service. The Firebase implementation lives in
 * src/firebase/; tests use an in-memory fake. Failed calls reject with the service's own Error,
 * whose `code` (such as "auth/invalid-action-code") names the failure (see
 * src/lib/serviceMessages.ts).
 *
 * A call that needs a second factor (signIn, and every call that checks the current password, once
 * the account has one) rejects with code "auth/multi-factor-auth-required" and a `challenge`
 * (a SecondFactorChallenge) that completes it: see src/auth/secondFactorChallenge.ts.
 */
export interface IdentityService {
  /**
   * Calls `listener` with the current user (or null) now, and again whenever the user changes or
   * a field of theirs does (say, `emailVerified` after a link was followed); returns an unsubscribe.
   */
  onUserChanged: (listener: (user: User | null) => void) => () => void;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Asks the service whether the signed-in session still stands, and re-reads the user. One it has
   * ended (the account deleted or disabled) is signed out, and the listener reports null; a network
   * failure keeps it. A field changed elsewhere (the address verified in another tab) is reported.
   */
  checkSession: () => Promise<void>;

  // Mailed links. `continueUrl` is where the link's page leads on once it is done.
  /** Mails a reset link. Succeeds alike whether or not the address has an account. */
  sendPasswordReset: (email: string, continueUrl: string) => Promise<void>;
  /** Reads a link's code without using it (mail scanners open links too). */
  checkActionCode: (code: string) => Promise<ActionCodeInfo>;
  /** Uses a verify, change-of-address or recovery code; a signed-in user is then re-read. */
  applyActionCode: (code: string) => Promise<void>;
  /**
   * Checks a new password against the project's password policy, before anything is sent. Where
   * the service has no policy to give (the Auth emulator, a project without one enforced, a
   * network failure), the one rule every project enforces: at least 6 characters. Never rejects.
   */
  checkNewPassword: (password: string) => Promise<PasswordRuleCheck[]>;
  /** Uses a reset code to set a new password. */
  confirmPasswordReset: (code: string, newPassword: string) => Promise<void>;

  // The signed-in user's account. Each change first checks the current password.
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  /** Mails a link to `newEmail`; the address changes only once it is followed. */
  changeEmail: (currentPassword: string, newEmail: string, continueUrl: string) => Promise<void>;
  /** Deletes the account; the listener then reports null. */
  deleteAccount: (currentPassword: string) => Promise<void>;

  // Second factors. Each change first checks the current password, as above.
  /**
   * The sign-in waiting for its second factor since signIn was answered that one is needed, or
   * null: none, or one the page has forgotten (a reload). A new signIn replaces it.
   */
  pendingSignIn: () => SecondFactorChallenge | null;
  /** The signed-in account's second factors, re-read from the service. */
  listSecondFactors: () => Promise<SecondFactor[]>;
  /** Texts a code to `phoneNumber` (international form, +15555550100) to add it. */
  enrolPhone: (currentPassword: string, phoneNumber: string) => Promise<PhoneEnrolment>;
  /** Makes a secret to add an authenticator app with (not on the Auth emulator). */
  enrolAuthenticatorApp: (currentPassword: string) => Promise<AuthenticatorAppEnrolment>;
  removeSecondFactor: (currentPassword: string, factorId: string) => Promise<void>;

  /** Every message the service has "mailed", oldest first: only on the Auth emulator. */
  sentMail?: () => Promise<SentMail[]>;
  /** Every text the service has "sent" and not yet seen used, oldest first: only on the emulator. */
  sentTexts?: () => Promise<SentText[]>;
}
