// What every part of the IdentityService contract builds its cases from: here, so that none
// imports another. The session's part (identityContract.ts) runs on the fake and on the Firebase
// module; the others run on the Auth emulator only (identityContract.onEmulator.ts).
import { afterEach, beforeEach, expect } from "vitest";
import type { IdentityService, Session, User } from "../../auth/IdentityService";

/**
 * A new service with nobody signed in, an admin's ways to delete or disable an account or mark its
 * address verified (as a link followed in another browser does), a way to make the service's next
 * session check fail for a reason that says nothing about the session (a 503), another browser on
 * the same service, and a clean-up.
 */
export interface ContractSubject {
  identity: IdentityService;
  /** The session of another browser, nobody signed in there yet. */
  anotherBrowser: () => Session;
  deleteAccount: (email: string) => Promise<void>;
  disableAccount: (email: string) => Promise<void>;
  verifyElsewhere: (email: string) => Promise<void>;
  failNextCheck: () => void;
  dispose?: () => Promise<void>;
}

export const PASSWORD = "contract-password";
export const NEW_PASSWORD = "contract-new-password";
// The emulator checks no authorized domain: any address does, and this one names no port of the app's.
export const CONTINUE_URL = "https://example.com/account";

export function newEmail(): string {
  return `contract-${crypto.randomUUID()}@example.com`;
}

/** A new subject for each case, disposed of after it: any case runs alone. */
export function subjectPerCase(create: () => ContractSubject): () => ContractSubject {
  let subject: ContractSubject | undefined;
  beforeEach(() => {
    subject = create();
  });
  afterEach(async () => {
    await subject?.dispose?.();
    subject = undefined;
  });
  return () => {
    if (!subject) throw new Error("The subject is made for each case, in beforeEach.");
    return subject;
  };
}

/** Expects `call` to be refused with the service's `code` ("auth/…"). */
export async function refused(call: Promise<unknown>, code: string) {
  await expect(call).rejects.toMatchObject({ code });
}

/** Records every report of the listener; `next()` resolves with the next one to arrive. */
export function watch(identity: Session) {
  const reports: (User | null)[] = [];
  let waiting: ((user: User | null) => void)[] = [];
  const unsubscribe = identity.onUserChanged((user) => {
    reports.push(user);
    for (const resolve of waiting) resolve(user);
    waiting = [];
  });
  const next = () => new Promise<User | null>((resolve) => waiting.push(resolve));
  return {
    reports,
    unsubscribe,
    next,
    /** The reports so far, as the e-mail reported or null. */
    emails: () => reports.map((user) => user?.email ?? null),
    /** Runs `call`, then resolves with the report it caused. */
    reportAfter: async (call: () => Promise<void>) => {
      const report = next();
      await call();
      return report;
    },
  };
}

export type Account = Awaited<ReturnType<typeof existingAccount>>;

/** An account that exists, with nobody signed in, and a listener that has had its first report. */
export async function existingAccount(identity: Session) {
  const listener = watch(identity);
  await listener.next();
  const email = newEmail();
  await listener.reportAfter(() => identity.signUp(email, PASSWORD));
  await listener.reportAfter(() => identity.signOut());
  return { email, listener };
}

/** An account that exists, signed in. */
export async function signedInAccount(identity: Session): Promise<Account> {
  const account = await existingAccount(identity);
  await account.listener.reportAfter(() => identity.signIn(account.email, PASSWORD));
  return account;
}

/**
 * Signs out, then expects the listener to have heard only the sign-up's, one sign-in's and this
 * sign-out's reports: what ran in between left the session as it was.
 */
export async function expectSessionKept(identity: IdentityService, { email, listener }: Account) {
  await listener.reportAfter(() => identity.signOut());
  expect(listener.emails()).toEqual([null, email, null, email, null]);
}
