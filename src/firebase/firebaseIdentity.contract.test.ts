// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today.
import { deleteApp } from "firebase/app";
import { accountId, END_ACCOUNT } from "../testing/authEmulatorAdmin";
import { describeIdentityContract } from "../testing/identityContract";
import { createFirebaseIdentity } from "./firebaseIdentity";

describeIdentityContract("Firebase on the Auth emulator", () => {
  const { app, identity } = createFirebaseIdentity();
  return {
    identity,
    deleteAccount: async (email) => {
      await END_ACCOUNT.deleted(await accountId(email));
    },
    // The session persists in localStorage: the next case must start with nobody signed in.
    dispose: async () => {
      await identity.signOut();
      await deleteApp(app);
    },
  };
});
