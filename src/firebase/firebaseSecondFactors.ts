import type { Auth } from "@firebase/auth";
import type { SecondFactorChallenge, SecondFactors } from "../auth/SecondFactors";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { loadSecondFactorSdk, withChallenge } from "./loadSecondFactorSdk";
import { signedInUser } from "./serviceRefusals";

/** The sign-in waiting for its second factor, kept by the sign-ins that firebaseSession.ts makes. */
export interface PendingSignIns {
  /**
   * Makes a sign-in. One refused for want of a second factor rejects with its challenge, which
   * stays pending until it completes or another sign-in starts.
   */
  signIn: (signIn: () => Promise<unknown>) => Promise<void>;
  pendingSignIn: () => SecondFactorChallenge | null;
}

/** What keeps the pending sign-in: the app, not the SDK, which forgets it once it has refused. */
export function pendingSignIns(auth: Auth): PendingSignIns {
  let pending: SecondFactorChallenge | null = null;
  let started = 0;
  return {
    // A sign-in that started later replaces it, even when its own answer comes first.
    signIn: async (signIn) => {
      const thisOne = ++started;
      pending = null;
      try {
        await signIn();
      } catch (error) {
        const failure = await withChallenge(auth, error, () => {
          if (pending === challenge) pending = null;
        });
        const challenge = secondFactorChallenge(failure);
        if (thisOne === started) pending = challenge;
        throw failure;
      }
    },
    pendingSignIn: () => pending,
  };
}

/**
 * Second factors on Firebase Authentication: the sign-in waiting for one (kept by `signIns`), and
 * the signed-in account's own. Their SDK calls are a chunk of their own, loaded by the first call
 * that needs them.
 */
export function createSecondFactors(auth: Auth, signIns: PendingSignIns): SecondFactors {
  return {
    pendingSignIn: signIns.pendingSignIn,
    // Read again every time: another tab, browser or admin may have changed them.
    listSecondFactors: async () => {
      const user = signedInUser(auth);
      return (await loadSecondFactorSdk()).enrolledFactors(user);
    },
    enrolPhone: async (phoneNumber) => {
      const user = signedInUser(auth);
      return (await loadSecondFactorSdk()).enrolPhone(auth, user, phoneNumber);
    },
    // An authenticator app lists the account under its issuer: this site's host, which the visitor
    // knows it by (a real project's authDomain is often another, *.firebaseapp.com).
    enrolAuthenticatorApp: async () => {
      const user = signedInUser(auth);
      return (await loadSecondFactorSdk()).enrolAuthenticatorApp(user, location.hostname);
    },
    removeSecondFactor: async (factorId) => {
      const user = signedInUser(auth);
      await (await loadSecondFactorSdk()).removeFactor(user, factorId);
    },
  };
}
