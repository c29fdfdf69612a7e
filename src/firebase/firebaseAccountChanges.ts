import {
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendEmailVerification,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
} from "@firebase/auth";
import type { AccountChanges } from "../auth/AccountChanges";
import type { FunctionsConfig } from "../config/appConfig";
import { createPasswordCheck } from "./firebasePasswordPolicy";
import { withChallenge } from "./loadSecondFactorSdk";
import { loadServiceChunk } from "./loadServiceChunk";
import { requireNewPassword, signedInUser } from "./serviceRefusals";

// The build's functionsConfig (src/config/appConfig.ts) as the bundler writes it: it drops an
// import only for a literal in the same file, so a build without functions has no chunk of them.
declare const __FUNCTIONS__: FunctionsConfig | null;

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
    // Only trusted code may end the other sessions: the server revokes every refresh token.
    signOutEverywhere: async () => {
      // Never offered then: a call is the app's bug.
      if (__FUNCTIONS__ === null) throw new Error("This build has no Cloud Functions to call.");
      signedInUser(auth);
      const { callFunction } = await loadServiceChunk(() => import("./serverCalls"));
      await callFunction(auth.app, __FUNCTIONS__, "signOutEverywhere");
      await signOut(auth);
    },
    checkNewPassword: createPasswordCheck(auth),
  };
}
