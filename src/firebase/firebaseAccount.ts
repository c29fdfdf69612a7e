import { FirebaseError } from "@firebase/app";
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
  type User as FirebaseUser,
} from "@firebase/auth";
import type { ActionCodeInfo, ActionMode, IdentityService } from "../auth/IdentityService";

/** The service's operation names, as the modes of the links it mails. */
const MODES: Record<string, ActionMode> = {
  PASSWORD_RESET: "resetPassword",
  VERIFY_EMAIL: "verifyEmail",
  VERIFY_AND_CHANGE_EMAIL: "verifyAndChangeEmail",
  RECOVER_EMAIL: "recoverEmail",
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
  function signedInUser(): FirebaseUser & { email: string } {
    const user = auth.currentUser;
    if (!user?.email) {
      throw new FirebaseError("auth/no-current-user", "Firebase: Error (auth/no-current-user).");
    }
    return user as FirebaseUser & { email: string };
  }

  // Every change to the account asks for the current password first, as Clerk and Amplify do: a
  // session left open on a shared computer cannot change it, and the service's own rule (a recent
  // sign-in, else auth/requires-recent-login) is met.
  async function reauthenticated(currentPassword: string): Promise<FirebaseUser> {
    const user = signedInUser();
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email, currentPassword),
    );
    return user;
  }

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
      await sendEmailVerification(signedInUser(), settings(continueUrl));
    },
    changePassword: async (currentPassword, newPassword) => {
      requireNewPassword(newPassword);
      await updatePassword(await reauthenticated(currentPassword), newPassword);
    },
    changeEmail: async (currentPassword, newEmail, continueUrl) => {
      await verifyBeforeUpdateEmail(
        await reauthenticated(currentPassword),
        newEmail,
        settings(continueUrl),
      );
    },
    deleteAccount: async (currentPassword) => {
      await deleteUser(await reauthenticated(currentPassword));
    },
  };
}
