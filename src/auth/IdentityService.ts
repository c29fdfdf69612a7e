/** The signed-in user, as the identity service supplies it. */
export interface User {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/**
 * Everything the app needs from a hosted identity service. The Firebase implementation lives in
 * src/firebase/; tests use an in-memory fake. Failed calls reject with the service's own Error.
 */
export interface IdentityService {
  /** Calls `listener` with the current user (or null) now and on every change; returns an unsubscribe. */
  onUserChanged: (listener: (user: User | null) => void) => () => void;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Asks the service whether the signed-in session still stands. One it has ended (the account
   * deleted or disabled) is signed out, and the listener reports null; a network failure keeps it.
   */
  checkSession: () => Promise<void>;
}
