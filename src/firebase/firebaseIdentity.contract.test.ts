// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today.
import { deleteApp } from "@firebase/app";
import { FetchProvider } from "@firebase/auth/internal";
import { describe, expect, it, vi } from "vitest";
import { accountId, END_ACCOUNT, verifyEmail } from "../testing/authEmulatorAdmin";
import { describeIdentityContract } from "../testing/identityContract";
import { connectFirebase } from "./connectFirebase";
import { createFirebaseIdentity } from "./firebaseIdentity";
import { mayHaveSession } from "./storedSession";

/**
 * The service's next accounts:lookup answers 503 UNAVAILABLE, as the real one does in an outage:
 * the SDK's Node build takes its fetch from FetchProvider, so the fault goes in there.
 */
function failNextLookup() {
  FetchProvider.initialize(
    async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("/accounts:lookup")) return fetch(input, init);
      FetchProvider.initialize(fetch, Headers, Response);
      const error = { code: 503, message: "UNAVAILABLE", status: "UNAVAILABLE" };
      return Response.json({ error }, { status: 503 });
    },
    Headers,
    Response,
  );
}

// As the app has it: the SDK's code loaded by the first call that needs it.
describeIdentityContract("Firebase on the Auth emulator", () => {
  const { identity, load } = connectFirebase();
  return {
    identity,
    deleteAccount: async (email) => {
      await END_ACCOUNT.deleted(await accountId(email));
    },
    disableAccount: async (email) => {
      await END_ACCOUNT.disabled(await accountId(email));
    },
    verifyElsewhere: async (email) => {
      await verifyEmail(await accountId(email));
    },
    failNextCheck: failNextLookup,
    // The next case must start with nobody signed in: end the session before the app goes.
    dispose: async () => {
      await identity.signOut();
      await deleteApp((await load()).app);
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

  // The SDK's own browser build keeps the session where the app looks for it before loading the
  // SDK (vite.config.ts gives this suite that build): an SDK that moved it would fail here.
  it("keeps a session where the app looks for it, and removes it on sign-out", async () => {
    const { identity, load } = connectFirebase();
    const email = `stored-${crypto.randomUUID()}@example.com`;
    expect(mayHaveSession()).toBe(false);

    await identity.signUp(email, "stored-password");
    expect(mayHaveSession()).toBe(true);
    await identity.signOut();
    expect(mayHaveSession()).toBe(false);

    await identity.signIn(email, "stored-password");
    expect(mayHaveSession()).toBe(true);
    await END_ACCOUNT.deleted(await accountId(email));
    await identity.checkSession();
    expect(mayHaveSession()).toBe(false);
    await deleteApp((await load()).app);
  });
});
