// The e-mail and password lifecycle's part of the IdentityService contract (see
// identityContract.ts): mailed links, and changes to the signed-in account. Codes come from
// `sentMail`, as the app's inbox page reads them. The emulator's list is shared by every case and
// never cleared, so a case finds its own mail by address and mode, and takes the last.
import { beforeEach, describe, expect, it } from "vitest";
import type { ActionMode, IdentityService } from "../auth/IdentityService";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  NEW_PASSWORD,
  newEmail,
  PASSWORD,
  refused,
} from "./identityContract.shared";

/** The calls that take a mailed code, each with what else it needs. */
const CODE_CALLS: Record<string, (identity: IdentityService, code: string) => Promise<unknown>> = {
  checkActionCode: (identity, code) => identity.checkActionCode(code),
  applyActionCode: (identity, code) => identity.applyActionCode(code),
  confirmPasswordReset: (identity, code) => identity.confirmPasswordReset(code, NEW_PASSWORD),
};

/** The calls on the signed-in account, each with good arguments. */
const ACCOUNT_CALLS: Record<string, (identity: IdentityService) => Promise<void>> = {
  sendEmailVerification: (identity) => identity.sendEmailVerification(CONTINUE_URL),
  changePassword: (identity) => identity.changePassword(PASSWORD, NEW_PASSWORD),
  changeEmail: (identity) => identity.changeEmail(PASSWORD, newEmail(), CONTINUE_URL),
  deleteAccount: (identity) => identity.deleteAccount(PASSWORD),
};

export function describeLifecycleContract(currentSubject: () => ContractSubject) {
  describe("e-mail and password lifecycle", () => {
    let subject: ContractSubject;
    let identity: IdentityService;
    beforeEach(() => {
      subject = currentSubject();
      identity = subject.identity;
    });

    /** Every mail sent so far, with its link's mode, code and continue URL read out. */
    async function sentMail() {
      if (!identity.sentMail) throw new Error("The contract reads mailed codes from sentMail()");
      return (await identity.sentMail()).map(({ email, newEmail, query }) => {
        const link = new URLSearchParams(query);
        const code = link.get("oobCode") ?? "";
        return {
          email,
          newEmail,
          mode: link.get("mode"),
          code,
          continueUrl: link.get("continueUrl"),
          params: [...link.keys()],
        };
      });
    }

    async function mailTo(email: string, mode: ActionMode) {
      return (await sentMail()).filter((mail) => mail.email === email && mail.mode === mode);
    }

    async function lastMail(email: string, mode: ActionMode) {
      const mail = (await mailTo(email, mode)).at(-1);
      if (!mail) throw new Error(`No ${mode} mail to ${email}`);
      return mail;
    }

    async function expectGone(code: string) {
      expect((await sentMail()).map((mail) => mail.code)).not.toContain(code);
    }

    async function signedInAccount() {
      const account = await existingAccount(identity);
      await account.listener.reportAfter(() => identity.signIn(account.email, PASSWORD));
      return account;
    }

    async function resetCode(email: string) {
      await identity.sendPasswordReset(email, CONTINUE_URL);
      return (await lastMail(email, "resetPassword")).code;
    }

    async function verifyCode(email: string) {
      await identity.sendEmailVerification(CONTINUE_URL);
      return (await lastMail(email, "verifyEmail")).code;
    }

    describe("password reset", () => {
      it("resolves for an unknown address, and mails nothing", async () => {
        const email = newEmail();
        await identity.sendPasswordReset(email, CONTINUE_URL);
        expect(await mailTo(email, "resetPassword")).toEqual([]);
      });

      it("mails a known address, whatever the case typed, a code that reads as a reset", async () => {
        const { email } = await existingAccount(identity);
        await identity.sendPasswordReset(email.toUpperCase(), CONTINUE_URL);
        const mail = await lastMail(email, "resetPassword");
        // A real link's query, and nothing more: the emulator's own link also names its apiKey.
        expect(mail).toMatchObject({
          newEmail: null,
          continueUrl: CONTINUE_URL,
          params: ["mode", "oobCode", "continueUrl", "lang"],
        });
        expect(await identity.checkActionCode(mail.code)).toEqual({
          mode: "resetPassword",
          email,
          currentEmail: null,
        });
      });

      it("refuses an empty address", async () => {
        await refused(identity.sendPasswordReset("", CONTINUE_URL), "auth/missing-email");
      });

      // The emulator does not check the form of the address: it takes it as an unknown one. (The
      // real service may refuse it with auth/invalid-email: only an answer by route shows that.)
      it("resolves for a malformed address, as for an unknown one, and mails nothing", async () => {
        const malformed = newEmail().replace("@", ".at.");
        await identity.sendPasswordReset(malformed, CONTINUE_URL);
        expect(await mailTo(malformed, "resetPassword")).toEqual([]);
      });

      it("refuses a weak password, keeping the code; then sets the password, once", async () => {
        const { email, listener } = await existingAccount(identity);
        const code = await resetCode(email);
        await refused(identity.confirmPasswordReset(code, "12345"), "auth/weak-password");
        await identity.confirmPasswordReset(code, NEW_PASSWORD);
        await expectGone(code);
        await refused(
          identity.confirmPasswordReset(code, NEW_PASSWORD),
          "auth/invalid-action-code",
        );
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
        // The link proved the address: the service marks it verified.
        expect(
          await listener.reportAfter(() => identity.signIn(email, NEW_PASSWORD)),
        ).toMatchObject({ email, emailVerified: true });
      });

      // The SDK sends an empty password as none, and the service then only checks the code and
      // answers success: the Firebase module refuses it first.
      it("refuses an empty new password, and nothing changes", async () => {
        const { email } = await existingAccount(identity);
        const code = await resetCode(email);
        const call = identity.confirmPasswordReset(code, "");
        await expect(call).rejects.toThrow("Firebase: Error (auth/missing-new-password).");
        await refused(call, "auth/missing-new-password");
        expect(await identity.checkActionCode(code)).toMatchObject({ mode: "resetPassword" });
        await identity.signIn(email, PASSWORD);
      });

      it("refuses a code mailed for something else, before the password, and keeps it", async () => {
        const { email, listener } = await signedInAccount();
        const code = await verifyCode(email);
        await refused(identity.confirmPasswordReset(code, "12345"), "auth/invalid-action-code");
        await refused(
          identity.confirmPasswordReset(code, NEW_PASSWORD),
          "auth/invalid-action-code",
        );
        expect(await listener.reportAfter(() => identity.applyActionCode(code))).toMatchObject({
          emailVerified: true,
        });
      });

      // Only the refusal is contracted: the emulator answers auth/password-reset (its 501 for an
      // operation it cannot apply), the real service may well answer otherwise.
      it("applyActionCode refuses a reset code, which stays usable", async () => {
        const { email } = await existingAccount(identity);
        const code = await resetCode(email);
        await expect(identity.applyActionCode(code)).rejects.toThrow();
        await identity.confirmPasswordReset(code, NEW_PASSWORD);
      });
    });

    // The emulator has no password policy (it answers 501): the least rule every project enforces.
    describe("the password policy, where the service has none", () => {
      it("checks a new password against the one rule: at least 6 characters", async () => {
        const minLength = { kind: "minLength", length: 6 };
        expect(await identity.checkNewPassword("12345")).toEqual([{ rule: minLength, met: false }]);
        expect(await identity.checkNewPassword("123456")).toEqual([{ rule: minLength, met: true }]);
        // Asked again, as at every keystroke: the same answer, never a rejection.
        expect(await identity.checkNewPassword("")).toEqual([{ rule: minLength, met: false }]);
      });
    });

    describe("used and malformed codes", () => {
      it.each(Object.entries(CODE_CALLS))("%s refuses a malformed code", async (_, call) => {
        await refused(call(identity, "not-a-code"), "auth/invalid-action-code");
      });

      it.each(Object.entries(CODE_CALLS))("%s refuses a used code", async (_, call) => {
        const { email } = await signedInAccount();
        const code = await verifyCode(email);
        await identity.applyActionCode(code);
        await expectGone(code);
        await refused(call(identity, code), "auth/invalid-action-code");
      });
    });

    describe("address verification", () => {
      it("mails a verify link to the signed-in user; following it reports them verified", async () => {
        const { email, listener } = await signedInAccount();
        const before = listener.reports.at(-1);
        expect(before).toMatchObject({ email, emailVerified: false });
        await identity.sendEmailVerification(CONTINUE_URL);
        const mail = await lastMail(email, "verifyEmail");
        // A real link's query, and nothing more: the emulator's own link also names its apiKey.
        expect(mail).toMatchObject({
          newEmail: null,
          continueUrl: CONTINUE_URL,
          params: ["mode", "oobCode", "continueUrl", "lang"],
        });
        expect(await identity.checkActionCode(mail.code)).toEqual({
          mode: "verifyEmail",
          email,
          currentEmail: null,
        });
        expect(await listener.reportAfter(() => identity.applyActionCode(mail.code))).toEqual({
          ...before,
          emailVerified: true,
        });
      });

      it("reports, at its check, an address verified elsewhere; nothing when nothing changed", async () => {
        const { email, listener } = await signedInAccount();
        await subject.verifyElsewhere(email);
        expect(await listener.reportAfter(() => identity.checkSession())).toMatchObject({
          email,
          emailVerified: true,
        });
        await identity.checkSession();
        await listener.reportAfter(() => identity.signOut());
        const verified = listener.reports.map((user) => user?.emailVerified ?? null);
        expect(verified).toEqual([null, false, null, false, true, null]);
      });

      it("tells a listener that unsubscribed nothing of a re-read", async () => {
        const { email, listener } = await signedInAccount();
        listener.unsubscribe();
        await subject.verifyElsewhere(email);
        await identity.checkSession();
        expect(listener.reports.map((user) => user?.emailVerified ?? null)).toEqual([
          null,
          false,
          null,
          false,
        ]);
      });
    });

    describe("changes to the signed-in account", () => {
      it.each(Object.entries(ACCOUNT_CALLS))("%s needs a signed-in user", async (_, call) => {
        const refusal = call(identity);
        await expect(refusal).rejects.toThrow("Firebase: Error (auth/no-current-user).");
        await refused(refusal, "auth/no-current-user");
      });

      it("changePassword refuses a wrong current password and changes nothing", async () => {
        const { email } = await signedInAccount();
        await refused(
          identity.changePassword("not-the-password", NEW_PASSWORD),
          "auth/invalid-credential",
        );
        await identity.signIn(email, PASSWORD);
      });

      it("changePassword refuses a weak new password", async () => {
        const { email } = await signedInAccount();
        await refused(identity.changePassword(PASSWORD, "12345"), "auth/weak-password");
        await identity.signIn(email, PASSWORD);
      });

      // As with a reset, the SDK would send an empty password as none, and change nothing.
      it("changePassword refuses an empty new password, and nothing changes", async () => {
        const { email } = await signedInAccount();
        await refused(identity.changePassword(PASSWORD, ""), "auth/missing-new-password");
        await identity.signIn(email, PASSWORD);
      });

      it("changePassword changes it: the new one signs in, the old one is refused", async () => {
        const { email, listener } = await signedInAccount();
        await identity.changePassword(PASSWORD, NEW_PASSWORD);
        await listener.reportAfter(() => identity.signOut());
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
        await listener.reportAfter(() => identity.signIn(email, NEW_PASSWORD));
        expect(listener.emails()).toEqual([null, email, null, email, null, email]);
      });

      it("changeEmail refuses a wrong current password, and mails nothing", async () => {
        const { email } = await signedInAccount();
        const call = identity.changeEmail("not-the-password", newEmail(), CONTINUE_URL);
        await refused(call, "auth/invalid-credential");
        expect(await mailTo(email, "verifyAndChangeEmail")).toEqual([]);
      });

      it("changeEmail refuses an empty address, and one another account holds", async () => {
        const other = await existingAccount(identity);
        await signedInAccount();
        await refused(identity.changeEmail(PASSWORD, "", CONTINUE_URL), "auth/missing-new-email");
        const taken = identity.changeEmail(PASSWORD, other.email.toUpperCase(), CONTINUE_URL);
        await refused(taken, "auth/email-already-in-use");
      });

      // As with a reset, the emulator does not check the form of the address. (The real service
      // may refuse it with auth/invalid-new-email: only an answer by route shows that.)
      it("changeEmail mails a link even to a malformed new address", async () => {
        const { email } = await signedInAccount();
        const malformed = newEmail().replace("@", ".at.");
        await identity.changeEmail(PASSWORD, malformed, CONTINUE_URL);
        expect(await lastMail(email, "verifyAndChangeEmail")).toMatchObject({
          newEmail: malformed,
        });
      });

      it("changeEmail mails the new address a link; the address changes only when it is followed", async () => {
        const { email, listener } = await signedInAccount();
        const next = newEmail();
        await identity.changeEmail(PASSWORD, next.toUpperCase(), CONTINUE_URL);
        const mail = await lastMail(email, "verifyAndChangeEmail");
        expect(mail).toMatchObject({ newEmail: next, continueUrl: CONTINUE_URL });
        expect(await identity.checkActionCode(mail.code)).toEqual({
          mode: "verifyAndChangeEmail",
          email: next,
          currentEmail: email,
        });
        // Until the link is followed, the account keeps its address.
        await listener.reportAfter(() => identity.signOut());
        await refused(identity.signIn(next, PASSWORD), "auth/invalid-credential");
        expect(await listener.reportAfter(() => identity.signIn(email, PASSWORD))).toMatchObject({
          email,
        });
        expect(await listener.reportAfter(() => identity.applyActionCode(mail.code))).toMatchObject(
          { email: next, emailVerified: true },
        );
        await listener.reportAfter(() => identity.signOut());
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
        await listener.reportAfter(() => identity.signIn(next, PASSWORD));
      });

      it("deleteAccount refuses a wrong current password, and the account stays", async () => {
        const { email, listener } = await signedInAccount();
        await refused(identity.deleteAccount("not-the-password"), "auth/invalid-credential");
        await listener.reportAfter(() => identity.signOut());
        await listener.reportAfter(() => identity.signIn(email, PASSWORD));
        expect(listener.emails()).toEqual([null, email, null, email, null, email]);
      });

      it("deleteAccount deletes it: nobody is signed in, and its links no longer work", async () => {
        const { email, listener } = await existingAccount(identity);
        const code = await resetCode(email);
        await listener.reportAfter(() => identity.signIn(email, PASSWORD));
        expect(await listener.reportAfter(() => identity.deleteAccount(PASSWORD))).toBeNull();
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
        // The mail outlives the account, but not what its link does.
        await refused(
          identity.confirmPasswordReset(code, NEW_PASSWORD),
          "auth/invalid-action-code",
        );
      });
    });
  });
}
