import { FirebaseError } from "@firebase/app";
import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  reload,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User as FirebaseUser,
} from "@firebase/auth";
import type { Session, User } from "../auth/Session";
import type { PendingSignIns } from "./firebaseSecondFactors";

function toUser(user: FirebaseUser | null): User | null {
  if (!user) return null;
  const { uid, email, displayName, emailVerified } = user;
  return { uid, email, displayName, emailVerified };
}

/**
 * The spec's session on Firebase Authentication. A sign-in goes through `signIns`, which keeps one
 * that waits for its second factor (firebaseSecondFactors.ts).
 */
export function createSession(auth: Auth, signIns: PendingSignIns): Session {
  return {
    // The SDK calls its ID-token listeners at every change of user, every new token, and every
    // re-read of the user (reload(), which the calls here make where the service may know more:
    // after a link is used, at a session check, when the factors are listed). Each listener is
    // told only what changed: another user, or a field of theirs.
    onUserChanged: (listener) => {
      let reported: string | undefined;
      return onIdTokenChanged(auth, (firebaseUser) => {
        const user = toUser(firebaseUser);
        const json = JSON.stringify(user);
        if (json === reported) return;
        reported = json;
        listener(user);
      });
    },
    // Completing a pending sign-in signs the user in: the listener reports them.
    signIn: (email, password) =>
      signIns.signIn(() => signInWithEmailAndPassword(auth, email, password)),
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    // reload() asks the service (accounts:lookup). Told that the session has ended (a deleted
    // account's USER_NOT_FOUND, a disabled one's USER_DISABLED), the SDK signs out by itself (its
    // _logoutIfInvalidated), so the listener reports null, and then rethrows.
    checkSession: async () => {
      if (!auth.currentUser) return;
      await reload(auth.currentUser).catch((error: unknown) => {
        if (!auth.currentUser) return; // signed out: the session had ended
        // An unreachable service says nothing about the session: keep it.
        if (error instanceof FirebaseError && error.code === "auth/network-request-failed") return;
        throw error;
      });
    },
    // Sent by the SDK with every call as the X-Firebase-Locale header; null would be the project's
    // default language.
    setLanguage: (code) => {
      auth.languageCode = code;
      return Promise.resolve();
    },
  };
}
