import type { Auth } from "@firebase/auth";
import type { IdentityService } from "../auth/IdentityService";
import { signedInUser, withCurrentPassword } from "./firebaseReauthentication";
import { loadSecondFactorCode } from "./secondFactorCode";

type AccountFactorCalls = Pick<
  IdentityService,
  "listSecondFactors" | "enrolPhone" | "enrolAuthenticatorApp" | "removeSecondFactor"
>;

/**
 * The signed-in account's second factors on Firebase Authentication. Their SDK code is a chunk of
 * its own, loaded by the first of these calls. `reportUser` tells the app's listeners of a user
 * re-read from the service.
 */
export function createAccountFactorCalls(auth: Auth, reportUser: () => void): AccountFactorCalls {
  return {
    // Read again every time: another tab, browser or admin may have changed them. The re-read
    // user may have changed otherwise too (the address verified meanwhile).
    listSecondFactors: async () => {
      const user = signedInUser(auth);
      const factors = await (await loadSecondFactorCode()).enrolledFactors(user);
      reportUser();
      return factors;
    },
    enrolPhone: (currentPassword, phoneNumber) =>
      withCurrentPassword(auth, currentPassword, async (user) =>
        (await loadSecondFactorCode()).enrolPhone(auth, user, phoneNumber),
      ),
    // An authenticator app lists the account under its issuer: this site's host, which the visitor
    // knows it by (a real project's authDomain is often another, *.firebaseapp.com).
    enrolAuthenticatorApp: (currentPassword) =>
      withCurrentPassword(auth, currentPassword, async (user) =>
        (await loadSecondFactorCode()).enrolAuthenticatorApp(user, location.hostname),
      ),
    removeSecondFactor: (currentPassword, factorId) =>
      withCurrentPassword(auth, currentPassword, async (user) =>
        (await loadSecondFactorCode()).removeFactor(user, factorId),
      ),
  };
}
