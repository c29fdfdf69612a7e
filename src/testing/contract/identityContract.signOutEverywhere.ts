// The contract of signOutEverywhere (src/auth/AccountChanges.ts): the same cases run against the
// fake and against the Firebase module on the Auth and Functions emulators, as the session's do
// (identityContract.ts). It is called as the app calls it: right after confirmPassword.
import { describe, expect, it } from "vitest";
import type { Session } from "../../auth/IdentityService";
import {
  type ContractSubject,
  existingAccount,
  PASSWORD,
  refused,
  signedInAccount,
  subjectPerCase,
  watch,
} from "./identityContract.shared";

/** Signs in to `email` in another browser, whose listener has heard it. */
async function signedInElsewhere(subject: ContractSubject, email: string) {
  const session = subject.anotherBrowser();
  const listener = watch(session);
  await listener.next();
  await listener.reportAfter(() => session.signIn(email, PASSWORD));
  return { session, listener };
}

/**
 * Waits for the clock's next second: the service ends the sessions begun before the second of
 * the call, counted in whole seconds, so one begun within that same second would stand.
 */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
}

/** Checks `session` with the service, and gives the user it then reports. */
async function checked(session: Session, listener: ReturnType<typeof watch>) {
  await session.checkSession();
  return listener.reports.at(-1);
}

export function describeSignOutEverywhereContract(name: string, create: () => ContractSubject) {
  describe(`signing out everywhere: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    it("needs a signed-in user", async () => {
      const refusal = identity().signOutEverywhere();
      await expect(refusal).rejects.toThrow("Firebase: Error (auth/no-current-user).");
      await refused(refusal, "auth/no-current-user");
    });

    it("signs this browser out at once, the account's others at their next check, nobody else's", async () => {
      const stranger = await existingAccount(identity());
      const { email, listener } = await signedInAccount(identity());
      const elsewhere = await signedInElsewhere(subject(), email);
      const strangerElsewhere = await signedInElsewhere(subject(), stranger.email);
      await nextSecond();

      await identity().confirmPassword(PASSWORD);
      expect(await listener.reportAfter(() => identity().signOutEverywhere())).toBeNull();

      expect(await checked(elsewhere.session, elsewhere.listener)).toBeNull();
      expect(await checked(strangerElsewhere.session, strangerElsewhere.listener)).toMatchObject({
        email: stranger.email,
      });
      expect(elsewhere.listener.emails()).toEqual([null, email, null]);
    });
  });
}
