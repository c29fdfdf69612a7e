/** The signed-in user, as the identity service supplies it. */
export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether the user has followed a verification link sent to `email`. */
  emailVerified: boolean;
}

/**
 * The spec's session, the check that a stored session still stands, and the service's language.
 * A failed call rejects with the service's own Error: its `code` ("auth/invalid-credential") names
 * the failure, and the spec's forms alert its `message`.
 */
export interface Session {
  /**
   * Calls `listener` with the user (or null) soon after, and at every change of the user or of a
   * field of theirs (`emailVerified`), never twice in a row with the same; returns an unsubscribe.
   */
  onUserChanged: (listener: (user: User | null) => void) => () => void;
  /** An account with a second factor rejects with a challenge (SecondFactors.ts). */
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Re-reads the user: a session the service has ended (account deleted or disabled) is signed
   * out, a field changed elsewhere is reported; a network failure keeps the session.
   */
  checkSession: () => Promise<void>;
  /** The language (BCP 47) of the service's mails, texts and reCAPTCHA: the page's. */
  setLanguage: (code: string) => Promise<void>;
}
