import type { Auth } from "@firebase/auth";
import type { SecondFactorChallenge, SecondFactors } from "../auth/SecondFactors";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { loadSecondFactorSdk, withChallenge } from "./loadSecondFactorSdk";
import { signedInUser } from "./serviceRefusals";

/** The sign-in waiting for its second factor, until it completes or another sign-in starts. */
export interface PendingSignIns {
  signIn: (signIn: () => Promise<unknown>) => Promise<void>;
  pendingSignIn: () => SecondFactorChallenge | null;
}

/** Kept by the app: the SDK forgets a sign-in once it has refused it. */
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

/** Second factors on Firebase Authentication, their SDK part loaded by the first call. */
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
    // The app lists the account under this site's host, not the project's *.firebaseapp.com.
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
