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

/** The spec's session on Firebase Authentication; `signIns` keeps one waiting for a factor. */
export function createSession(auth: Auth, signIns: PendingSignIns): Session {
  return {
    // The ID-token listener also hears reload(), which re-reads the user's fields.
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
    signIn: (email, password) =>
      signIns.signIn(() => signInWithEmailAndPassword(auth, email, password)),
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    // Told by reload() that the session has ended, the SDK signs out itself, then rethrows.
    checkSession: async () => {
      if (!auth.currentUser) return;
      await reload(auth.currentUser).catch((error: unknown) => {
        if (!auth.currentUser) return; // signed out: the session had ended
        // An unreachable service says nothing about the session: keep it.
        if (error instanceof FirebaseError && error.code === "auth/network-request-failed") return;
        throw error;
      });
    },
    // Sent with every call as the X-Firebase-Locale header.
    setLanguage: (code) => {
      auth.languageCode = code;
      return Promise.resolve();
    },
  };
}
