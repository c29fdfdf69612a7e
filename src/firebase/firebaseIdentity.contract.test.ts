// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today.
import { deleteApp } from "@firebase/app";
import { describe, expect, it, vi } from "vitest";
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
    // The next case must start with nobody signed in: end the session before the app goes.
    dispose: async () => {
      await identity.signOut();
      await deleteApp(app);
    },
  };
});

// What the Firebase module adds to the contract, as this app sets it up.
describe("the Firebase module", () => {
  it("talks to the emulator without its warning banner or console line", async () => {
    const info = vi.spyOn(console, "info");
    const { app } = createFirebaseIdentity();

    // The SDK shows both as it connects, unless told not to.
    expect(document.querySelector(".firebase-emulator-warning")).toBeNull();
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
    await deleteApp(app);
  });
});
