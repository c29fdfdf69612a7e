import { FirebaseError, initializeApp, type FirebaseApp } from "@firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  initializeRecaptchaConfig,
  onAuthStateChanged,
  reload,
  signInWithEmailAndPassword,
  signOut,
  type User as FirebaseUser,
} from "@firebase/auth";
import type { IdentityService, SecondFactorChallenge, User } from "../auth/IdentityService";
import { appConfig, authEmulatorUrl, recaptchaEnterprise } from "../config/appConfig";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { createAccountCalls } from "./firebaseAccount";
import { createAccountFactorCalls } from "./firebaseAccountFactors";
import { createPasswordCheck } from "./firebasePasswordPolicy";
import { withChallenge } from "./secondFactorCode";

function toUser(user: FirebaseUser | null): User | null {
  if (!user) return null;
  const { uid, email, displayName, emailVerified } = user;
  return { uid, email, displayName, emailVerified };
}

export interface FirebaseServices {
  app: FirebaseApp;
  identity: IdentityService;
}

/**
 * The only code that talks to Firebase Authentication, as this build is configured to. Its own
 * chunk, with the SDK: src/firebase/connectFirebase.ts loads it.
 */
export function createFirebaseIdentity(): FirebaseServices {
  const app = initializeApp(appConfig.firebaseOptions);
  // initializeAuth (not getAuth) with one persistence and no popup/redirect resolver keeps the
  // unused sign-in methods out of the bundle. localStorage persistence also syncs open tabs.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  // Decided at build time: a build for a real project has no emulator address, and no code for it.
  if (authEmulatorUrl !== null) {
    // No warning banner: the app is meant to run on the emulator, and the README says so.
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }

  // The SDK would fetch the project's reCAPTCHA config only once a call was refused for want of a
  // token: in AUDIT mode, never (no token, no score), in ENFORCE mode, after every page's first
  // refusal. Fetched at start-up, it loads reCAPTCHA and sends a token with every call.
  if (recaptchaEnterprise) {
    initializeRecaptchaConfig(auth).catch((error: unknown) => {
      console.warn("The project's reCAPTCHA config could not be loaded.", error);
    });
  }

  // The SDK reports a change of user only. A change of the same user's fields, re-read from the
  // service (the address verified from a mailed link), is reported to the same listeners here.
  const rereadListeners = new Set<() => void>();
  function reportUser() {
    for (const listener of rereadListeners) listener();
  }

  // The sign-in waiting for its second factor, and which signIn it belongs to: one that started
  // later replaces it, even when its own answer comes first.
  let pending: SecondFactorChallenge | null = null;
  let signIns = 0;

  const identity: IdentityService = {
    // A report that says the same again (a re-read with nothing changed) is left out by
    // src/auth/deferredIdentity.ts, which every listener of the app goes through.
    onUserChanged: (listener) => {
      const report = (user: FirebaseUser | null) => {
        listener(toUser(user));
      };
      const unsubscribe = onAuthStateChanged(auth, report);
      // A re-read follows a reload of the signed-in user, so the SDK has its first report by then.
      const onReread = () => {
        report(auth.currentUser);
      };
      rereadListeners.add(onReread);
      return () => {
        unsubscribe();
        rereadListeners.delete(onReread);
      };
    },
    // Completing a pending sign-in signs the user in: the listener reports them.
    signIn: async (email, password) => {
      const signIn = ++signIns;
      pending = null;
      try {
        await signInWithEmailAndPassword(auth, email, password);
      } catch (error) {
        const failure = await withChallenge(auth, error, () => {
          if (pending === challenge) pending = null;
        });
        const challenge = secondFactorChallenge(failure);
        if (signIn === signIns) pending = challenge;
        throw failure;
      }
    },
    pendingSignIn: () => pending,
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    // reload() asks the service (accounts:lookup). Told that the session has ended (a deleted
    // account's USER_NOT_FOUND, a disabled one's USER_DISABLED), the SDK signs out by itself (its
    // _logoutIfInvalidated), so the listener reports null, and then rethrows.
    checkSession: async () => {
      if (!auth.currentUser) return;
      await reload(auth.currentUser).then(reportUser, (error: unknown) => {
        if (!auth.currentUser) return; // signed out: the session had ended
        // An unreachable service says nothing about the session: keep it.
        if (error instanceof FirebaseError && error.code === "auth/network-request-failed") return;
        throw error;
      });
    },
    checkNewPassword: createPasswordCheck(auth),
    ...createAccountCalls(auth, reportUser),
    ...createAccountFactorCalls(auth, reportUser),
  };
  return { app, identity };
}
