// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today.
import { deleteApp } from "@firebase/app";
import { FetchProvider } from "@firebase/auth/internal";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountId, admin, END_ACCOUNT, verifyEmail } from "../testing/authEmulatorAdmin";
import { describeIdentityContract } from "../testing/identityContract";
import { existingAccount, PASSWORD, refused, watch } from "../testing/identityContract.shared";
import type { IdentityService } from "../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED, secondFactorChallenge } from "../auth/secondFactorChallenge";
import { connectFirebase } from "./connectFirebase";
import { createFirebaseIdentity } from "./firebaseIdentity";
import { mayHaveSession } from "./storedSession";

/** The service's next accounts:lookup answers 503 UNAVAILABLE, as the real one does in an outage. */
function failNextLookup() {
  let failed = false;
  serviceAnswering((method) => {
    if (method !== "accounts:lookup" || failed) return undefined;
    failed = true;
    const error = { code: 503, message: "UNAVAILABLE", status: "UNAVAILABLE" };
    return Response.json({ error }, { status: 503 });
  });
}

/**
 * The service as a test has it answer: `answer` sees each request, by the last part of its path
 * ("accounts:lookup") and its body, and gives a response, or undefined for the emulator's own.
 * `emulator()` asks the emulator. The SDK's Node build takes its fetch from FetchProvider.
 */
function serviceAnswering(
  answer: (
    method: string,
    body: Record<string, unknown>,
    emulator: () => Promise<Response>,
  ) => Response | undefined | Promise<Response | undefined>,
) {
  FetchProvider.initialize(
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = (typeof init?.body === "string" ? JSON.parse(init.body) : {}) as Record<
        string,
        unknown
      >;
      const method = url.pathname.split("/").at(-1) ?? "";
      return (await answer(method, body, () => fetch(input, init))) ?? fetch(input, init);
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

// Each page (the app as connectFirebase() sets it up) is signed out and gone after its case, and
// the service answers as the emulator does again.
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
  FetchProvider.initialize(fetch, Headers, Response);
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

// What the contract cannot make the emulator do: the service out of reach, a sign-in answered late.
describe("the Firebase module, when the service is slow or out of reach", () => {
  it("keeps the session when the service cannot be reached at its check", async () => {
    const { identity } = openPage();
    const { email, listener } = await existingAccount(identity);
    await listener.reportAfter(() => identity.signIn(email, PASSWORD));
    serviceAnswering((method) => {
      if (method === "accounts:lookup") throw new TypeError("Failed to fetch");
    });

    await identity.checkSession();
    expect(mayHaveSession()).toBe(true);
    expect(listener.emails()).toEqual([null, email, null, email]);
  });

  it("keeps no challenge pending for a sign-in that a later one overtook", async () => {
    const { identity } = openPage();
    const other = await existingAccount(identity);
    const { email, listener } = await accountWithPhone(identity);
    await listener.reportAfter(() => identity.signOut());
    const answer = { release: () => {} };
    const held = new Promise<void>((resolve) => (answer.release = resolve));
    serviceAnswering(async (method, body, emulator) => {
      if (method !== "accounts:signInWithPassword" || body.email !== email) return undefined;
      const response = await emulator();
      await held;
      return response;
    });

    const overtaken = identity.signIn(email, PASSWORD).catch((error: unknown) => error);
    await other.listener.reportAfter(() => identity.signIn(other.email, PASSWORD));
    answer.release();

    expect(await overtaken).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    expect(identity.pendingSignIn()).toBeNull();
  });
});

// What the Firebase module does for second factors beyond the contract, as the SDK and the page
// are: the session's tokens, renewed by every change of factor; a page reloaded meanwhile.
describe("the Firebase module's second factors", () => {
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

    const asked: string[] = [];
    serviceAnswering((method) => {
      asked.push(method);
      return undefined;
    });
    await refused(challenge.complete(factorId, "123456"), "auth/missing-verification-id");
    expect(asked).toEqual([]); // refused here: the service is not asked
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

  it("lists an account re-read with its factors: an address verified elsewhere is reported", async () => {
    const { identity } = openPage();
    const { email, listener } = await existingAccount(identity);
    await listener.reportAfter(() => identity.signIn(email, PASSWORD));
    await verifyEmail(await accountId(email));

    expect(await identity.listSecondFactors()).toEqual([]);
    expect(listener.reports.at(-1)).toMatchObject({ email, emailVerified: true });
  });

  // The Auth emulator keeps no app factor (firebase-tools #6224): the service answers here as
  // Google documents it for an account with an app enrolled beside its phone.
  it("offers an app the service lists, texts it nothing, and sends its code the app's way", async () => {
    const { identity } = openPage();
    const { email, listener } = await accountWithPhone(identity);
    await listener.reportAfter(() => identity.signOut());
    const app = { mfaEnrollmentId: "app-factor", displayName: "Phone app", totpInfo: {} };
    const asked: { method: string; body: Record<string, unknown> }[] = [];
    serviceAnswering(async (method, body, emulator) => {
      asked.push({ method, body });
      if (method !== "accounts:signInWithPassword") return undefined;
      const answer = (await (await emulator()).json()) as { mfaInfo: object[] };
      const enrolledAt = new Date().toISOString();
      return Response.json({ ...answer, mfaInfo: [...answer.mfaInfo, { ...app, enrolledAt }] });
    });

    const { challenge } = await challengeOf(identity.signIn(email, PASSWORD));
    expect(challenge.factors.at(1)).toEqual({
      id: "app-factor",
      kind: "authenticatorApp",
      name: "Phone app",
      phoneNumber: null,
      addedAt: expect.any(String) as string,
    });
    asked.length = 0;
    await refused(challenge.sendCode("app-factor"), "auth/multi-factor-info-not-found");
    expect(asked).toEqual([]);
    // The emulator then refuses the app's code ("MFA provider not supported!"); a real project checks it.
    await refused(challenge.complete("app-factor", "123456"), "auth/invalid-argument");
    expect(asked).toEqual([
      {
        method: "mfaSignIn:finalize",
        body: expect.objectContaining({
          mfaEnrollmentId: "app-factor",
          totpVerificationInfo: { verificationCode: "123456" },
        }) as object,
      },
    ]);
  });

  // As with the sign-in's app factor: the service's documented answers, which the emulator refuses.
  it("gives the secret the service made for an app, and enrols the app with its code and name", async () => {
    const { identity } = openPage();
    const { email, listener } = await existingAccount(identity);
    await verifyEmail(await accountId(email));
    await listener.reportAfter(() => identity.signIn(email, PASSWORD));
    const secret = "JBSWY3DPEHPK3PXP";
    const finalized: Record<string, unknown>[] = [];
    serviceAnswering((method, body) => {
      if (method === "mfaEnrollment:start") {
        const finalizeEnrollmentTime = new Date(Date.now() + 600_000).toISOString();
        const totpSessionInfo = { sharedSecretKey: secret, verificationCodeLength: 6 };
        return Response.json({
          totpSessionInfo: {
            ...totpSessionInfo,
            hashingAlgorithm: "SHA1",
            periodSec: 30,
            sessionInfo: "app-session",
            finalizeEnrollmentTime,
          },
        });
      }
      if (method !== "mfaEnrollment:finalize") return undefined;
      finalized.push(body);
      // The session's own token again: the SDK keeps its tokens.
      return Response.json({ idToken: body.idToken });
    });

    const enrolment = await identity.enrolAuthenticatorApp(PASSWORD);
    const issuer = location.hostname;
    expect(enrolment.secret).toBe(secret);
    expect(enrolment.uri).toBe(
      `otpauth://totp/${issuer}:${email}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6`,
    );
    expect(finalized).toEqual([]);

    await enrolment.confirm("123456", "Phone app");
    expect(finalized).toEqual([
      expect.objectContaining({
        displayName: "Phone app",
        totpVerificationInfo: { sessionInfo: "app-session", verificationCode: "123456" },
      }),
    ]);
  });
});
