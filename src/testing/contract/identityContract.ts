// The contract of the spec's session (src/auth/Session.ts): the same cases run against the fake of
// the component tests (src/testing/FakeIdentityService.test.ts) and against the Firebase module on
// the Auth emulator (src/firebase/firebaseIdentity.contract.test.ts), so the fake that the
// component tests build on cannot drift from the real thing. Each case starts from a new service
// and new accounts, so any case runs alone. The other parts' contracts run on the emulator only
// (identityContract.onEmulator.ts).
import { describe, expect, it } from "vitest";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  expectSessionKept,
  newEmail,
  PASSWORD,
  signedInAccount,
  subjectPerCase,
  watch,
} from "./identityContract.shared";

/** The messages a project with e-mail enumeration protection (every new project) answers with. */
const SERVICE_ERRORS = {
  invalidCredential: "Firebase: Error (auth/invalid-credential).",
  emailInUse: "Firebase: Error (auth/email-already-in-use).",
  invalidEmail: "Firebase: Error (auth/invalid-email).",
  missingEmail: "Firebase: Error (auth/missing-email).",
  missingPassword: "Firebase: Error (auth/missing-password).",
  userDisabled: "Firebase: Error (auth/user-disabled).",
  weakPassword: "Firebase: Password should be at least 6 characters (auth/weak-password).",
};

export function describeSessionContract(name: string, create: () => ContractSubject) {
  describe(`the session's contract: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    it("reports nobody signed in at first, asynchronously", async () => {
      const listener = watch(identity());
      expect(listener.reports).toEqual([]);
      expect(await listener.next()).toBeNull();
    });

    it("signs up, reporting the new user", async () => {
      const listener = watch(identity());
      await listener.next();
      const email = newEmail();
      expect(await listener.reportAfter(() => identity().signUp(email, PASSWORD))).toEqual({
        uid: expect.any(String) as string,
        email,
        displayName: null,
        emailVerified: false,
      });
    });

    it("signs out, then in again, reporting each change once", async () => {
      const { email, listener } = await existingAccount(identity());
      expect(await listener.reportAfter(() => identity().signIn(email, PASSWORD))).toMatchObject({
        email,
      });
      expect(listener.emails()).toEqual([null, email, null, email]);
    });

    it("reports only when the user changes: not for the same user, nor for a second sign-out", async () => {
      const { email, listener } = await existingAccount(identity());
      await identity().signOut();
      await listener.reportAfter(() => identity().signIn(email, PASSWORD));
      await identity().signIn(email, PASSWORD);
      await expectSessionKept(identity(), { email, listener });
    });

    it("stops reporting to a listener that unsubscribed", async () => {
      const { email, listener } = await existingAccount(identity());
      listener.unsubscribe();
      const other = watch(identity());
      await other.next();
      await other.reportAfter(() => identity().signIn(email, PASSWORD));
      expect(listener.reports).toHaveLength(3);
    });

    it("refuses a wrong password without saying whether the account exists", async () => {
      const { email } = await existingAccount(identity());
      await expect(identity().signIn(email, "not-the-password")).rejects.toThrow(
        SERVICE_ERRORS.invalidCredential,
      );
    });

    it("refuses an unknown e-mail with the same message as a wrong password", async () => {
      await expect(identity().signIn(newEmail(), PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.invalidCredential,
      );
    });

    it("refuses a second account for the same e-mail, whatever its case", async () => {
      const { email } = await existingAccount(identity());
      await expect(identity().signUp(email, PASSWORD)).rejects.toThrow(SERVICE_ERRORS.emailInUse);
      await expect(identity().signUp(email.toUpperCase(), PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.emailInUse,
      );
    });

    it("refuses a password shorter than 6 characters on sign-up", async () => {
      await expect(identity().signUp(newEmail(), "12345")).rejects.toThrow(
        SERVICE_ERRORS.weakPassword,
      );
    });

    // One wrong field at a time: what the spec's forms alert. Which of two wrong fields the
    // service names first is its own affair, which no screen relies on.
    it.each(["signIn", "signUp"] as const)("%s refuses a malformed e-mail", async (call) => {
      await expect(identity()[call]("not-an-email", PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.invalidEmail,
      );
    });

    it.each(["signIn", "signUp"] as const)("%s refuses an empty password", async (call) => {
      await expect(identity()[call](newEmail(), "")).rejects.toThrow(
        SERVICE_ERRORS.missingPassword,
      );
    });

    it.each([
      ["signIn", SERVICE_ERRORS.invalidEmail],
      ["signUp", SERVICE_ERRORS.missingEmail],
    ] as const)("%s refuses an empty e-mail, in the service's words", async (call, message) => {
      await expect(identity()[call]("", PASSWORD)).rejects.toThrow(message);
    });

    it("keeps e-mail addresses in lower case, and signs in whatever the case typed", async () => {
      const listener = watch(identity());
      await listener.next();
      const email = newEmail();
      const typed = email.replace("contract", "Contract").replace("example.com", "Example.COM");
      expect(await listener.reportAfter(() => identity().signUp(typed, PASSWORD))).toMatchObject({
        email,
      });
      await listener.reportAfter(() => identity().signOut());
      expect(
        await listener.reportAfter(() => identity().signIn(email.toUpperCase(), PASSWORD)),
      ).toMatchObject({ email });
    });

    it("refuses to sign in a disabled account, naming it so", async () => {
      const { email } = await existingAccount(identity());
      await subject().disableAccount(email);
      await expect(identity().signIn(email, PASSWORD)).rejects.toThrow(SERVICE_ERRORS.userDisabled);
    });

    it("reports nothing for a refused call", async () => {
      const { email, listener } = await existingAccount(identity());
      await expect(identity().signIn(email, "not-the-password")).rejects.toThrow();
      await listener.reportAfter(() => identity().signIn(email, PASSWORD));
      expect(listener.emails()).toEqual([null, email, null, email]);
    });

    // As the app tells it: first before any other call, then at every change of language. The
    // Auth emulator writes every mail in English whatever it is told; a real project, in this one.
    it("takes the language to write in, before any call and after, and goes on mailing", async () => {
      await expect(identity().setLanguage("fr")).resolves.toBeUndefined();
      const { email, listener } = await existingAccount(identity());
      await expect(identity().setLanguage("ja")).resolves.toBeUndefined();
      await identity().sendPasswordReset(email, CONTINUE_URL);
      expect(await listener.reportAfter(() => identity().signIn(email, PASSWORD))).toMatchObject({
        email,
      });
    });

    describe("the session check", () => {
      it("checks nothing, and reports nothing, when nobody is signed in", async () => {
        const listener = watch(identity());
        await listener.next();
        await identity().checkSession();
        expect(listener.reports).toEqual([null]);
      });

      it("keeps a session the service still holds, reporting nothing when nothing changed", async () => {
        const account = await signedInAccount(identity());
        await identity().checkSession();
        await expectSessionKept(identity(), account);
      });

      async function expectSignedOutAfter(change: "deleteAccount" | "disableAccount") {
        const { email, listener } = await signedInAccount(identity());
        await subject()[change](email);
        expect(await listener.reportAfter(() => identity().checkSession())).toBeNull();
      }

      it("signs out a session whose account the service deleted", async () => {
        await expectSignedOutAfter("deleteAccount");
      });

      it("signs out a session whose account the service disabled", async () => {
        await expectSignedOutAfter("disableAccount");
      });

      it("keeps the session, and says so by rejecting, when the check fails for another reason", async () => {
        const account = await signedInAccount(identity());
        subject().failNextCheck();
        await expect(identity().checkSession()).rejects.toThrow();
        await identity().checkSession();
        await expectSessionKept(identity(), account);
      });

      it("reports an address verified elsewhere, once", async () => {
        const { email, listener } = await signedInAccount(identity());
        await subject().verifyElsewhere(email);
        expect(await listener.reportAfter(() => identity().checkSession())).toMatchObject({
          email,
          emailVerified: true,
        });
        await identity().checkSession();
        await listener.reportAfter(() => identity().signOut());
        const verified = listener.reports.map((user) => user?.emailVerified ?? null);
        expect(verified).toEqual([null, false, null, false, true, null]);
      });

      it("tells a listener that unsubscribed nothing of what it finds", async () => {
        const { email, listener } = await signedInAccount(identity());
        listener.unsubscribe();
        await subject().verifyElsewhere(email);
        await identity().checkSession();
        expect(listener.reports.map((user) => user?.emailVerified ?? null)).toEqual([
          null,
          false,
          null,
          false,
        ]);
      });
    });
  });
}
