// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today.
import { deleteApp } from "@firebase/app";
import { FetchProvider } from "@firebase/auth/internal";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountId, admin, END_ACCOUNT, verifyEmail } from "../testing/authEmulatorAdmin";
import { describeIdentityContract } from "../testing/identityContract";
import { existingAccount, PASSWORD, refused, watch } from "../testing/identityContract.shared";
import type { IdentityService } from "../auth/IdentityService";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
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

// What the Firebase module does for second factors beyond the contract, as the SDK and the page
// are: the session's tokens, renewed by every change of factor; a page reloaded meanwhile.
describe("the Firebase module's second factors", () => {
  // Each page (the app as connectFirebase() sets it up) is signed out and gone after its case.
  let pages: ReturnType<typeof connectFirebase>[] = [];
  function openPage() {
    const page = connectFirebase();
    pages.push(page);
    return page;
  }
  /** The page goes, its session stays stored: as at a reload. */
  async function leave(page: ReturnType<typeof connectFirebase>) {
    pages = pages.filter((open) => open !== page);
    await deleteApp((await page.load()).app);
  }
  afterEach(async () => {
    for (const page of pages) {
      await page.identity.signOut();
      await leave(page);
    }
  });

  /** The newest code the emulator has texted to `phoneNumber`. */
  async function lastCodeTo(identity: IdentityService, phoneNumber: string): Promise<string> {
    const texts = (await identity.sentTexts?.()) ?? [];
    const code = texts.filter((text) => text.phoneNumber === phoneNumber).at(-1)?.code;
    if (!code) throw new Error(`No code texted to ${phoneNumber}`);
    return code;
  }

  /** The challenge `call` rejects with, and its one factor's id. */
  async function challengeOf<Result>(call: Promise<Result>) {
    const challenge = secondFactorChallenge<Result>(await call.catch((error: unknown) => error));
    const factorId = challenge?.factors[0]?.id;
    if (!challenge || factorId === undefined) throw new Error("No second factor asked for");
    return { challenge, factorId };
  }

  /** A signed-in account with a verified address and a phone enrolled. */
  async function accountWithPhone(identity: IdentityService) {
    const account = await existingAccount(identity);
    await verifyEmail(await accountId(account.email));
    await account.listener.reportAfter(() => identity.signIn(account.email, PASSWORD));
    const phoneNumber = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    const enrolment = await identity.enrolPhone(PASSWORD, phoneNumber);
    await enrolment.confirm(await lastCodeTo(identity, phoneNumber), "Phone");
    return { ...account, phoneNumber };
  }

  it("keeps the session through each change of factor, and lists the factors after a reload", async () => {
    const first = openPage();
    const { email, listener, phoneNumber } = await accountWithPhone(first.identity);
    // The enrolment renewed the tokens: the service still holds the session, nothing reported.
    await first.identity.checkSession();
    expect(listener.emails()).toEqual([null, email, null, email]);
    await leave(first);

    // As startFirebase.ts does for a stored session: the SDK loads at once, and confirms it.
    const { identity, load } = openPage();
    const restored = watch(identity).next();
    await load();
    expect(await restored).toMatchObject({ email });
    const [factor] = await identity.listSecondFactors();
    expect(factor).toMatchObject({ kind: "phone", name: "Phone" });

    const { challenge, factorId } = await challengeOf(
      identity.removeSecondFactor(PASSWORD, factor?.id ?? ""),
    );
    await challenge.sendCode(factorId);
    await challenge.complete(factorId, await lastCodeTo(identity, phoneNumber));
    expect(await identity.listSecondFactors()).toEqual([]);
    await identity.checkSession();
    expect(mayHaveSession()).toBe(true);
  });

  it("re-reads the factors from the service: one removed elsewhere is no longer listed", async () => {
    const { identity } = openPage();
    const { email } = await accountWithPhone(identity);
    expect(await identity.listSecondFactors()).toHaveLength(1);
    // As an admin does, or the link mailed when a factor is added, followed in another browser.
    await admin("accounts:update", { localId: await accountId(email), mfa: {} });
    expect(await identity.listSecondFactors()).toEqual([]);
  });

  it("refuses a phone's code before one was texted; a resend texts a new one, which counts", async () => {
    const { identity } = openPage();
    const { email, listener, phoneNumber } = await accountWithPhone(identity);
    await listener.reportAfter(() => identity.signOut());
    const { challenge, factorId } = await challengeOf(identity.signIn(email, PASSWORD));

    await refused(challenge.complete(factorId, "123456"), "auth/missing-verification-id");
    // Each text gets a verifier of its own (the SDK's cannot verify twice): a resend works too.
    await challenge.sendCode(factorId);
    const first = await lastCodeTo(identity, phoneNumber);
    await challenge.sendCode(factorId);
    const second = await lastCodeTo(identity, phoneNumber);
    expect(second).not.toBe(first);
    expect(await listener.reportAfter(() => challenge.complete(factorId, second))).toMatchObject({
      email,
    });
  });
});
