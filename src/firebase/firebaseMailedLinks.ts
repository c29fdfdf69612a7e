import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  reload,
  sendPasswordResetEmail,
  type Auth,
} from "@firebase/auth";
import type { ActionCodeInfo, ActionMode, MailedLinks } from "../auth/MailedLinks";
import { requireNewPassword } from "./serviceRefusals";

/** The service's operation names, as the modes of the links it mails. */
const MODES: Record<string, ActionMode> = {
  PASSWORD_RESET: "resetPassword",
  VERIFY_EMAIL: "verifyEmail",
  VERIFY_AND_CHANGE_EMAIL: "verifyAndChangeEmail",
  RECOVER_EMAIL: "recoverEmail",
  REVERT_SECOND_FACTOR_ADDITION: "revertSecondFactorAddition",
};

export function createMailedLinks(auth: Auth): MailedLinks {
  return {
    sendPasswordReset: (email, continueUrl) =>
      sendPasswordResetEmail(auth, email, { url: continueUrl }),
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
      // The SDK does not re-read the user after a link (firebase-js-sdk #4524): a signed-in tab
      // would show the address unverified. The code is used by now, whatever the re-read does.
      if (auth.currentUser) await reload(auth.currentUser).catch(() => undefined);
    },
    confirmPasswordReset: async (code, newPassword) => {
      requireNewPassword(newPassword);
      await confirmPasswordReset(auth, code, newPassword);
    },
  };
}
