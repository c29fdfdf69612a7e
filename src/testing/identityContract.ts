// The contract of IdentityService: the same cases run against the in-memory fake (unit tests) and
// against the Firebase implementation on the Auth emulator (contract tests), so the fake that the
// component tests build on cannot drift from the real thing. Each case starts from a new service
// and new accounts, so any case runs alone. The e-mail and password lifecycle's cases (mailed
// links, changes to the account) are in identityContract.lifecycle.ts, the second factor's in
// identityContract.secondFactor.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IdentityService } from "../auth/IdentityService";
import { describeLifecycleContract } from "./identityContract.lifecycle";
import { describeSecondFactorContract } from "./identityContract.secondFactor";
import {
  type ContractSubject,
  existingAccount as newAccount,
  newEmail,
  PASSWORD,
  watch,
} from "./identityContract.shared";

/** The messages a project with e-mail enumeration protection (every new project) answers with. */
export const SERVICE_ERRORS = {
  invalidCredential: "Firebase: Error (auth/invalid-credential).",
  emailInUse: "Firebase: Error (auth/email-already-in-use).",
  invalidEmail: "Firebase: Error (auth/invalid-email).",
  missingEmail: "Firebase: Error (auth/missing-email).",
  missingPassword: "Firebase: Error (auth/missing-password).",
  userDisabled: "Firebase: Error (auth/user-disabled).",
  weakPassword: "Firebase: Password should be at least 6 characters (auth/weak-password).",
};

export function describeIdentityContract(name: string, create: () => ContractSubject) {
  describe(`IdentityService contract: ${name}`, () => {
    let subject: ContractSubject;
    let identity: IdentityService;
    beforeEach(() => {
      subject = create();
      identity = subject.identity;
    });
    afterEach(async () => {
      await subject.dispose?.();
    });

    const existingAccount = () => newAccount(identity);

    it("reports nobody signed in at first, asynchronously", async () => {
      const listener = watch(identity);
      expect(listener.reports).toEqual([]);
      expect(await listener.next()).toBeNull();
    });

    it("signs up, reporting the new user", async () => {
      const listener = watch(identity);
      await listener.next();
      const email = newEmail();
      expect(await listener.reportAfter(() => identity.signUp(email, PASSWORD))).toEqual({
        uid: expect.any(String) as string,
        email,
        displayName: null,
        emailVerified: false,
      });
    });

    it("signs out, then in again, reporting each change once", async () => {
      const { email, listener } = await existingAccount();
      expect(await listener.reportAfter(() => identity.signIn(email, PASSWORD))).toMatchObject({
        email,
      });
      expect(listener.emails()).toEqual([null, email, null, email]);
    });

    it("reports only when the user changes: not for the same user, nor for a second sign-out", async () => {
      const { email, listener } = await existingAccount();
      await identity.signOut();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      await identity.signIn(email, PASSWORD);
      await listener.reportAfter(() => identity.signOut());
      expect(listener.emails()).toEqual([null, email, null, email, null]);
    });

    it("stops reporting to a listener that unsubscribed", async () => {
      const { email, listener } = await existingAccount();
      listener.unsubscribe();
      const other = watch(identity);
      await other.next();
      await other.reportAfter(() => identity.signIn(email, PASSWORD));
      expect(listener.reports).toHaveLength(3);
    });

    it("refuses a wrong password without saying whether the account exists", async () => {
      const { email } = await existingAccount();
      await expect(identity.signIn(email, "not-the-password")).rejects.toThrow(
        SERVICE_ERRORS.invalidCredential,
      );
    });

    it("refuses an unknown e-mail with the same message as a wrong password", async () => {
      await expect(identity.signIn(newEmail(), PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.invalidCredential,
      );
    });

    it("refuses a second account for the same e-mail", async () => {
      const { email } = await existingAccount();
      await expect(identity.signUp(email, PASSWORD)).rejects.toThrow(SERVICE_ERRORS.emailInUse);
    });

    it("refuses a second account for the same e-mail typed in another case", async () => {
      const { email } = await existingAccount();
      await expect(identity.signUp(email.toUpperCase(), PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.emailInUse,
      );
    });

    it("refuses a password shorter than 6 characters on sign-up", async () => {
      await expect(identity.signUp(newEmail(), "12345")).rejects.toThrow(
        SERVICE_ERRORS.weakPassword,
      );
    });

    it.each(["signIn", "signUp"] as const)("%s refuses a malformed e-mail", async (call) => {
      await expect(identity[call]("not-an-email", PASSWORD)).rejects.toThrow(
        SERVICE_ERRORS.invalidEmail,
      );
    });

    it.each(["signIn", "signUp"] as const)("%s refuses an empty password", async (call) => {
      await expect(identity[call](newEmail(), "")).rejects.toThrow(SERVICE_ERRORS.missingPassword);
    });

    it("keeps e-mail addresses in lower case, and signs in whatever the case typed", async () => {
      const listener = watch(identity);
      await listener.next();
      const email = newEmail();
      const typed = email.replace("contract", "Contract").replace("example.com", "Example.COM");
      expect(await listener.reportAfter(() => identity.signUp(typed, PASSWORD))).toMatchObject({
        email,
      });
      await listener.reportAfter(() => identity.signOut());
      await expect(identity.signUp(email, PASSWORD)).rejects.toThrow(SERVICE_ERRORS.emailInUse);
      expect(
        await listener.reportAfter(() => identity.signIn(email.toUpperCase(), PASSWORD)),
      ).toMatchObject({ email });
    });

    // The service's own order of checks on sign-up: what is missing before what is malformed.
    it.each([
      ["", PASSWORD, SERVICE_ERRORS.missingEmail],
      ["not-an-email", "", SERVICE_ERRORS.missingPassword],
      ["", "", SERVICE_ERRORS.invalidEmail],
    ])("signUp(%j, %j) is refused with the service's first complaint", async (email, pw, error) => {
      await expect(identity.signUp(email, pw)).rejects.toThrow(error);
    });

    it.each([
      ["", PASSWORD],
      ["not-an-email", ""],
    ])("signIn(%j, %j) is refused for its e-mail first", async (email, pw) => {
      await expect(identity.signIn(email, pw)).rejects.toThrow(SERVICE_ERRORS.invalidEmail);
    });

    it("refuses to sign in a disabled account, naming it so", async () => {
      const { email } = await existingAccount();
      await subject.disableAccount(email);
      await expect(identity.signIn(email, PASSWORD)).rejects.toThrow(SERVICE_ERRORS.userDisabled);
    });

    it("checks nothing, and reports nothing, when nobody is signed in", async () => {
      const listener = watch(identity);
      await listener.next();
      await identity.checkSession();
      expect(listener.reports).toEqual([null]);
    });

    it("keeps, at its check, a session the service still holds", async () => {
      const { email, listener } = await existingAccount();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      await identity.checkSession();
      await listener.reportAfter(() => identity.signOut());
      expect(listener.emails()).toEqual([null, email, null, email, null]);
    });

    it("signs out, at its check, a session whose account the service deleted", async () => {
      const { email, listener } = await existingAccount();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      await subject.deleteAccount(email);
      expect(await listener.reportAfter(() => identity.checkSession())).toBeNull();
    });

    it("signs out, at its check, a session whose account the service disabled", async () => {
      const { email, listener } = await existingAccount();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      await subject.disableAccount(email);
      expect(await listener.reportAfter(() => identity.checkSession())).toBeNull();
    });

    it("keeps the session, and says so by rejecting, when the check fails for another reason", async () => {
      const { email, listener } = await existingAccount();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      subject.failNextCheck();
      await expect(identity.checkSession()).rejects.toThrow();
      await identity.checkSession();
      await listener.reportAfter(() => identity.signOut());
      expect(listener.emails()).toEqual([null, email, null, email, null]);
    });

    it("reports nothing for a refused call", async () => {
      const { email, listener } = await existingAccount();
      await expect(identity.signIn(email, "not-the-password")).rejects.toThrow();
      await listener.reportAfter(() => identity.signIn(email, PASSWORD));
      expect(listener.emails()).toEqual([null, email, null, email]);
    });

    describeLifecycleContract(() => subject);
    describeSecondFactorContract(() => subject);
  });
}
