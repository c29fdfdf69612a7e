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

/** Changes to the account on Firebase Authentication: async, so a refusal rejects, never throws. */
export function createAccountChanges(auth: Auth): AccountChanges {
  return {
    // Signs in again (accounts:signInWithPassword); a second factor is asked as at sign-in.
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
