import { FirebaseError } from "@firebase/app";
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  deleteUser,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
} from "@firebase/auth";
import type { ActionCodeInfo, ActionMode, IdentityService } from "../auth/IdentityService";
import { signedInUser, withCurrentPassword } from "./firebaseReauthentication";

/** The service's operation names, as the modes of the links it mails. */
const MODES: Record<string, ActionMode> = {
  PASSWORD_RESET: "resetPassword",
  VERIFY_EMAIL: "verifyEmail",
  VERIFY_AND_CHANGE_EMAIL: "verifyAndChangeEmail",
  RECOVER_EMAIL: "recoverEmail",
  REVERT_SECOND_FACTOR_ADDITION: "revertSecondFactorAddition",
};

type AccountCalls = Pick<
  IdentityService,
  | "sendPasswordReset"
  | "checkActionCode"
  | "applyActionCode"
  | "confirmPasswordReset"
  | "sendEmailVerification"
  | "changePassword"
  | "changeEmail"
  | "deleteAccount"
>;

/**
 * The e-mail and password lifecycle on Firebase Authentication: mailed links, and changes to the
 * signed-in account. `reportUser` tells the app's listeners of a user re-read from the service.
 */
export function createAccountCalls(auth: Auth, reportUser: () => void): AccountCalls {
  const settings = (url: string) => ({ url });

  // The SDK leaves an empty password out of its request, and the service then changes nothing
  // but answers success: a page would say "changed". Refused here, in the service's own terms.
  function requireNewPassword(password: string): void {
    if (!password) {
      throw new FirebaseError(
        "auth/missing-new-password",
        "Firebase: Error (auth/missing-new-password).",
      );
    }
  }

  return {
    sendPasswordReset: (email, continueUrl) =>
      sendPasswordResetEmail(auth, email, settings(continueUrl)),
    checkActionCode: async (code): Promise<ActionCodeInfo> => {
      const { operation, data } = await checkActionCode(auth, code);
      return {
        mode: MODES[operation] ?? "other",
        email: data.email ?? "",
        currentEmail: data.previousEmail ?? null,
      };
    },
    applyActionCode: async (code) => {
      await applyActionCode(auth, code);
      // The SDK does not re-read the user after a link is applied (firebase-js-sdk #4524), so a
      // signed-in tab would go on showing the address unverified. The code is used by now: a
      // failure to re-read changes nothing of that, and a session the service has ended is
      // signed out by the SDK itself.
      if (auth.currentUser) await reload(auth.currentUser).then(reportUser, () => undefined);
    },
    confirmPasswordReset: async (code, newPassword) => {
      requireNewPassword(newPassword);
      await confirmPasswordReset(auth, code, newPassword);
    },
    // async, so that nobody signed in rejects the promise instead of throwing as it is called.
    sendEmailVerification: async (continueUrl) => {
      await sendEmailVerification(signedInUser(auth), settings(continueUrl));
    },
    changePassword: async (currentPassword, newPassword) => {
      requireNewPassword(newPassword);
      await withCurrentPassword(auth, currentPassword, (user) => updatePassword(user, newPassword));
    },
    changeEmail: async (currentPassword, newEmail, continueUrl) => {
      await withCurrentPassword(auth, currentPassword, (user) =>
        verifyBeforeUpdateEmail(user, newEmail, settings(continueUrl)),
      );
    },
    deleteAccount: (currentPassword) => withCurrentPassword(auth, currentPassword, deleteUser),
  };
}
