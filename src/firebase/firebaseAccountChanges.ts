import {
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendEmailVerification,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
} from "@firebase/auth";
import type { AccountChanges } from "../auth/AccountChanges";
import { createPasswordCheck } from "./firebasePasswordPolicy";
import { withChallenge } from "./loadSecondFactorSdk";
import { requireNewPassword, signedInUser } from "./serviceRefusals";

/**
 * Changes to the signed-in account on Firebase Authentication, each made right after
 * `confirmPassword` (src/auth/AccountChanges.ts). The changes are async, so that nobody signed in
 * rejects the promise instead of throwing as the call is made.
 */
export function createAccountChanges(auth: Auth): AccountChanges {
  return {
    // The SDK signs in again with the password (accounts:signInWithPassword). An account with a
    // second factor is refused until the factor is given: the challenge that completes the check.
    confirmPassword: async (currentPassword) => {
      const user = signedInUser(auth);
      const credential = EmailAuthProvider.credential(user.email, currentPassword);
      try {
        await reauthenticateWithCredential(user, credential);
      } catch (error) {
        throw await withChallenge(auth, error, () => undefined);
      }
    },
    sendEmailVerification: async (continueUrl) => {
      await sendEmailVerification(signedInUser(auth), { url: continueUrl });
    },
    changePassword: async (newPassword) => {
      requireNewPassword(newPassword);
      await updatePassword(signedInUser(auth), newPassword);
    },
    changeEmail: async (newEmail, continueUrl) => {
      await verifyBeforeUpdateEmail(signedInUser(auth), newEmail, { url: continueUrl });
    },
    deleteAccount: async () => {
      await deleteUser(signedInUser(auth));
    },
    checkNewPassword: createPasswordCheck(auth),
  };
}
