/** The signed-in user, as the identity service supplies it. */
export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether the user has followed a verification link sent to `email`. */
  emailVerified: boolean;
}

/**
 * The spec's session: the four calls its screens make (sign in, sign up, sign out, and the listener
 * that drives the auth state), the check that a stored session still stands, and the language the
 * service writes to the user in. Read this first: the other parts of the identity service
 * (src/auth/IdentityService.ts) add to it.
 *
 * Failed calls reject with the service's own Error, whose `code` (such as "auth/invalid-credential")
 * names the failure; the spec's forms alert its `message` as it is.
 */
export interface Session {
  /**
   * Calls `listener` with the current user (or null) soon after, and again whenever the user
   * changes or a field of theirs does (say, `emailVerified` after a link was followed), never twice
   * in a row with the same; returns an unsubscribe.
   */
  onUserChanged: (listener: (user: User | null) => void) => () => void;
  /**
   * Signs in. An account with a second factor rejects with code "auth/multi-factor-auth-required"
   * and a challenge that completes the sign-in (src/auth/SecondFactors.ts).
   */
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Asks the service whether the signed-in session still stands, and re-reads the user. One it has
   * ended (the account deleted or disabled) is signed out, and the listener reports null; a network
   * failure keeps it. A field changed elsewhere (the address verified in another tab) is reported.
   */
  checkSession: () => Promise<void>;
  /**
   * The language (a BCP 47 code, such as "fr") the service writes its mails, its texts and its
   * reCAPTCHA challenge in, from the next call on: the visitor's, so that a mailed link reads as
   * the page did. A service without that language uses its default. (The Auth emulator writes
   * every mail in English, whatever it is told: its links say lang=en.)
   */
  setLanguage: (code: string) => Promise<void>;
}
