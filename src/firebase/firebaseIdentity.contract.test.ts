// The Firebase implementation against the real Auth emulator, started by `npm run test:emulated`
// with e-mail enumeration protection on, as on a project created today: every part's contract,
// then what the Firebase module adds to it.
import { deleteApp, initializeApp, type FirebaseApp } from "@firebase/app";
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from "@firebase/auth";
import { FetchProvider } from "@firebase/auth/internal";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import type { Session } from "../auth/Session";
import { appConfig } from "../config/appConfig";
import { AUTH_EMULATOR_URL } from "../config/readAppConfig";
import { accountId, admin, END_ACCOUNT, verifyEmail } from "../testing/shared/authEmulatorAdmin";
import { describeSessionContract } from "../testing/contract/identityContract";
import { describeAccountChangesContract } from "../testing/contract/identityContract.accountChanges";
import { describeInboxContract } from "../testing/contract/identityContract.inbox";
import { describeMailedLinksContract } from "../testing/contract/identityContract.mailedLinks";
import {
  accountWithPhone,
  challengeOf,
  confirmWithPhone,
  lastCodeTo,
} from "../testing/contract/identityContract.onEmulator";
import { describeSecondFactorsContract } from "../testing/contract/identityContract.secondFactors";
import { describeSignOutEverywhereContract } from "../testing/contract/identityContract.signOutEverywhere";
import {
  type ContractSubject,
  existingAccount,
  PASSWORD,
  refused,
  signedInAccount,
  watch,
} from "../testing/contract/identityContract.shared";
import { connectFirebase } from "./connectFirebase";
import { createFirebaseIdentity } from "./firebaseIdentity";
import { pendingSignIns } from "./firebaseSecondFactors";
import { createSession } from "./firebaseSession";
import { mayHaveSession } from "./storedSession";

type Page = ReturnType<typeof connectFirebase>;

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

/** The service's next `method` request is answered 503 UNAVAILABLE, as in an outage. */
function failNext(method: string) {
  let failed = false;
  serviceAnswering((asked) => {
    if (asked !== method || failed) return undefined;
    failed = true;
    const error = { code: 503, message: "UNAVAILABLE", status: "UNAVAILABLE" };
    return Response.json({ error }, { status: 503 });
  });
}

/**
 * Another browser's session: the app's session module on an app of its own, its tokens in memory,
 * as separate from this page's as another browser's are.
 */
function anotherBrowser(apps: FirebaseApp[]): Session {
  const app = initializeApp(appConfig.firebaseOptions, `another-browser-${apps.length}`);
  apps.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  return createSession(auth, pendingSignIns(auth));
}

/** A page of the app (as connectFirebase() sets it up), with an admin's ways on the emulator. */
function subjectOf(page: Page): ContractSubject {
  const otherBrowsers: FirebaseApp[] = [];
  return {
    identity: page.identity,
    anotherBrowser: () => anotherBrowser(otherBrowsers),
    deleteAccount: async (email) => {
      await END_ACCOUNT.deleted(await accountId(email));
    },
    disableAccount: async (email) => {
      await END_ACCOUNT.disabled(await accountId(email));
    },
    verifyElsewhere: async (email) => {
      await verifyEmail(await accountId(email));
    },
    failNextCheck: () => {
      failNext("accounts:lookup");
    },
    // The next case must start with nobody signed in: end the session before the page goes.
    dispose: async () => {
      FetchProvider.initialize(fetch, Headers, Response);
      await page.identity.signOut();
      await deleteApp((await page.load()).app);
      await Promise.all(otherBrowsers.map((app) => deleteApp(app)));
    },
  };
}

// As the app has it: the SDK's code loaded by the first call that needs it.
const name = "Firebase on the Auth emulator";
const newPage = () => subjectOf(connectFirebase());
describeSessionContract(name, newPage);
describeMailedLinksContract(name, newPage);
describeAccountChangesContract(name, newPage);
describeSecondFactorsContract(name, newPage);
describeInboxContract(name, newPage);
describeSignOutEverywhereContract(`${name} and its Functions emulator`, newPage);

// Each page opened by a case below is signed out and gone after it, and the service answers as
// the emulator does again.
let pages: Page[] = [];
function openPage() {
  const page = connectFirebase();
  pages.push(page);
  return { ...subjectOf(page), load: page.load, leave: () => leave(page) };
}
/** The page goes, its session stays stored: as at a reload. */
async function leave(page: Page) {
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

describe("the Firebase module", () => {
  it("talks to the emulator without its warning banner or console line", async () => {
    const info = vi.spyOn(console, "info");
    const { app } = createFirebaseIdentity(null);

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

  it("keeps the session when the service cannot be reached at its check", async () => {
    const { identity } = openPage();
    const { email, listener } = await signedInAccount(identity);
    serviceAnswering((method) => {
      if (method === "accounts:lookup") throw new TypeError("Failed to fetch");
    });

    await identity.checkSession();
    expect(mayHaveSession()).toBe(true);
    expect(listener.emails()).toEqual([null, email, null, email]);
  });

  // The code is used by then; the next check re-reads the user.
  it("resolves a link applied when the re-read that follows fails, and reports nothing", async () => {
    const { identity } = openPage();
    const { email, listener } = await signedInAccount(identity);
    await identity.sendEmailVerification("https://example.com/account");
    const mail = (await identity.inbox?.sentMail())?.filter((sent) => sent.email === email);
    const code = new URLSearchParams(mail?.at(-1)?.query).get("oobCode") ?? "";
    failNext("accounts:lookup");

    await identity.applyActionCode(code);
    expect(listener.reports.at(-1)).toMatchObject({ emailVerified: false });
    expect(await listener.reportAfter(() => identity.checkSession())).toMatchObject({
      emailVerified: true,
    });
  });

  // The spec's sign-in form alerts a refusal's message: the challenge changes none of it.
  it("refuses a sign-in that needs a second factor with the SDK's own code and message", async () => {
    const subject = openPage();
    const { email, listener } = await accountWithPhone(subject);
    await listener.reportAfter(() => subject.identity.signOut());

    const refusal = subject.identity.signIn(email, PASSWORD);
    await expect(refusal).rejects.toBeInstanceOf(Error);
    await expect(refusal).rejects.toThrow("Firebase: Error (auth/multi-factor-auth-required).");
    await refused(refusal, SECOND_FACTOR_REQUIRED);
  });

  it("keeps no challenge pending for a sign-in that a later one overtook", async () => {
    const subject = openPage();
    const { identity } = subject;
    const other = await existingAccount(identity);
    const { email, listener } = await accountWithPhone(subject);
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
// are: the session's tokens, renewed by every change of factor; a page reloaded meanwhile; the
// SDK's list of factors, re-read; and authenticator apps, which the emulator refuses.
describe("the Firebase module's second factors", () => {
  it("keeps the session through each change of factor, and lists the factors after a reload", async () => {
    const first = openPage();
    const { email, listener, phoneNumber } = await accountWithPhone(first);
    // The enrolment renewed the tokens: the service still holds the session, nothing reported.
    await first.identity.checkSession();
    expect(listener.emails()).toEqual([null, email, null, email]);
    await first.leave();

    // As startFirebase.ts does for a stored session: the SDK loads at once, and confirms it.
    const { identity, load } = openPage();
    const restored = watch(identity).next();
    await load();
    expect(await restored).toMatchObject({ email });
    const [factor] = await identity.listSecondFactors();
    expect(factor).toMatchObject({ kind: "phone", name: "Work phone" });

    await confirmWithPhone(identity, phoneNumber);
    await identity.removeSecondFactor(factor?.id ?? "");
    expect(await identity.listSecondFactors()).toEqual([]);
    await identity.checkSession();
    expect(mayHaveSession()).toBe(true);
  });

  it("re-reads the factors from the service: one removed elsewhere is no longer listed", async () => {
    const subject = openPage();
    const { email } = await accountWithPhone(subject);
    expect(await subject.identity.listSecondFactors()).toHaveLength(1);
    // As an admin does, or the link mailed when a factor is added, followed in another browser.
    await admin("accounts:update", { localId: await accountId(email), mfa: {} });
    expect(await subject.identity.listSecondFactors()).toEqual([]);
  });

  it("lists an account re-read with its factors: an address verified elsewhere is reported", async () => {
    const { identity } = openPage();
    const { email, listener } = await signedInAccount(identity);
    await verifyEmail(await accountId(email));

    expect(await identity.listSecondFactors()).toEqual([]);
    expect(listener.reports.at(-1)).toMatchObject({ email, emailVerified: true });
  });

  it("refuses a phone's code before one was texted, without asking the service; a resend works", async () => {
    const subject = openPage();
    const { identity } = subject;
    const { email, listener, phoneNumber, factor } = await accountWithPhone(subject);
    await listener.reportAfter(() => identity.signOut());
    const challenge = await challengeOf(identity.signIn(email, PASSWORD));

    const asked: string[] = [];
    serviceAnswering((method) => {
      asked.push(method);
      return undefined;
    });
    await refused(challenge.complete(factor.id, "123456"), "auth/missing-verification-id");
    expect(asked).toEqual([]);
    // Each text gets a verifier of its own (the SDK's cannot verify twice): a resend works too.
    await challenge.sendCode(factor.id);
    await challenge.sendCode(factor.id);
    const code = await lastCodeTo(identity, phoneNumber);
    expect(await listener.reportAfter(() => challenge.complete(factor.id, code))).toMatchObject({
      email,
    });
    expect(document.querySelectorAll("body > div[hidden]")).toHaveLength(1);
  });

  // The Auth emulator keeps no app factor (firebase-tools #6224): the service answers here as
  // Google documents it for an account with an app enrolled beside its phone.
  it("offers an app the service lists, texts it nothing, and sends its code the app's way", async () => {
    const subject = openPage();
    const { identity } = subject;
    const { email, listener } = await accountWithPhone(subject);
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

    const challenge = await challengeOf(identity.signIn(email, PASSWORD));
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

    await identity.confirmPassword(PASSWORD);
    const enrolment = await identity.enrolAuthenticatorApp();
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
