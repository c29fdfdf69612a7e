// The contract of the changes to the signed-in account (src/auth/AccountChanges.ts), on the Auth
// emulator only. Each change is made as the app makes it: right after confirmPassword, which for
// an account with a second factor completes only once the factor is given.
import { describe, expect, it } from "vitest";
import type { IdentityService } from "../../auth/IdentityService";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  expectSessionKept,
  NEW_PASSWORD,
  newEmail,
  PASSWORD,
  refused,
  signedInAccount,
  subjectPerCase,
} from "./identityContract.shared";
import {
  accountWithPhone,
  challengeOf,
  confirmWithPhone,
  lastCodeTo,
  mailTo,
  onlyMail,
  onlyOne,
  passChallenge,
  wrongCode,
} from "./identityContract.onEmulator";

/** Every call of the part, with good arguments. */
const CALLS: Record<string, (identity: IdentityService) => Promise<unknown>> = {
  confirmPassword: (identity) => identity.confirmPassword(PASSWORD),
  sendEmailVerification: (identity) => identity.sendEmailVerification(CONTINUE_URL),
  changePassword: (identity) => identity.changePassword(NEW_PASSWORD),
  changeEmail: (identity) => identity.changeEmail(newEmail(), CONTINUE_URL),
  deleteAccount: (identity) => identity.deleteAccount(),
};

export function describeAccountChangesContract(name: string, create: () => ContractSubject) {
  describe(`the account changes' contract: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    /** A signed-in account whose password has just been confirmed. */
    async function confirmedAccount() {
      const account = await signedInAccount(identity());
      await identity().confirmPassword(PASSWORD);
      return account;
    }

    it.each(Object.entries(CALLS))("%s needs a signed-in user", async (_, call) => {
      const refusal = call(identity());
      await expect(refusal).rejects.toThrow("Firebase: Error (auth/no-current-user).");
      await refused(refusal, "auth/no-current-user");
    });

    describe("confirmPassword", () => {
      it("confirms the current password, and the session goes on as it was", async () => {
        const account = await signedInAccount(identity());
        await identity().confirmPassword(PASSWORD);
        await expectSessionKept(identity(), account);
      });

      it("refuses a wrong password, and the session goes on as it was", async () => {
        const account = await signedInAccount(identity());
        await refused(identity().confirmPassword("not-the-password"), "auth/invalid-credential");
        await refused(identity().confirmPassword(""), "auth/missing-password");
        await expectSessionKept(identity(), account);
      });
    });

    describe("each change, without a second factor", () => {
      it("sendEmailVerification mails the address one verify link", async () => {
        const { email } = await signedInAccount(identity());
        await identity().sendEmailVerification(CONTINUE_URL);
        const mail = await onlyMail(identity(), email, "verifyEmail");
        expect(mail).toMatchObject({ newEmail: null, continueUrl: CONTINUE_URL });
        expect(await identity().checkActionCode(mail.code)).toMatchObject({ mode: "verifyEmail" });
      });

      it("changePassword changes it: the new one signs in, the old one is refused", async () => {
        const { email, listener } = await confirmedAccount();
        await identity().changePassword(NEW_PASSWORD);
        await listener.reportAfter(() => identity().signOut());
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
        await listener.reportAfter(() => identity().signIn(email, NEW_PASSWORD));
        expect(listener.emails()).toEqual([null, email, null, email, null, email]);
      });

      it.each([
        ["a weak new password", "12345", "auth/weak-password"],
        ["an empty new password", "", "auth/missing-new-password"],
      ])("changePassword refuses %s, and changes nothing", async (_, password, code) => {
        const { email } = await confirmedAccount();
        await refused(identity().changePassword(password), code);
        await identity().signIn(email, PASSWORD);
      });

      it("changeEmail mails the new address one link; the address changes once it is followed", async () => {
        const { email, listener } = await confirmedAccount();
        const next = newEmail();
        await identity().changeEmail(next.toUpperCase(), CONTINUE_URL);
        const mail = await onlyMail(identity(), email, "verifyAndChangeEmail");
        expect(mail).toMatchObject({ newEmail: next, continueUrl: CONTINUE_URL });
        expect(await identity().checkActionCode(mail.code)).toEqual({
          mode: "verifyAndChangeEmail",
          email: next,
          currentEmail: email,
        });
        // Until the link is followed, the account keeps its address.
        await listener.reportAfter(() => identity().signOut());
        await refused(identity().signIn(next, PASSWORD), "auth/invalid-credential");
        await listener.reportAfter(() => identity().signIn(email, PASSWORD));

        expect(
          await listener.reportAfter(() => identity().applyActionCode(mail.code)),
        ).toMatchObject({ email: next, emailVerified: true });
        await listener.reportAfter(() => identity().signOut());
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
        await listener.reportAfter(() => identity().signIn(next, PASSWORD));
      });

      it("changeEmail refuses an empty address, and one another account holds, mailing nothing", async () => {
        const other = await existingAccount(identity());
        const { email } = await confirmedAccount();
        await refused(identity().changeEmail("", CONTINUE_URL), "auth/missing-new-email");
        const taken = identity().changeEmail(other.email.toUpperCase(), CONTINUE_URL);
        await refused(taken, "auth/email-already-in-use");
        expect(await mailTo(identity(), email, "verifyAndChangeEmail")).toEqual([]);
      });

      it("deleteAccount deletes it: nobody is signed in, and its links no longer work", async () => {
        const { email, listener } = await existingAccount(identity());
        await identity().sendPasswordReset(email, CONTINUE_URL);
        const { code } = await onlyMail(identity(), email, "resetPassword");
        await listener.reportAfter(() => identity().signIn(email, PASSWORD));
        await identity().confirmPassword(PASSWORD);

        expect(await listener.reportAfter(() => identity().deleteAccount())).toBeNull();
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
        // The mail outlives the account, but not what its link does.
        await refused(
          identity().confirmPasswordReset(code, NEW_PASSWORD),
          "auth/invalid-action-code",
        );
      });
    });

    describe("with a second factor", () => {
      it("confirmPassword asks for the factor after the password, offering the account's phone", async () => {
        const { phoneNumber, factor } = await accountWithPhone(subject());
        // A wrong password is refused as such: the factor is asked only after the right one.
        await refused(identity().confirmPassword("not-the-password"), "auth/invalid-credential");

        const challenge = await challengeOf(identity().confirmPassword(PASSWORD));
        const offered = onlyOne(challenge.factors);
        expect(offered).toEqual({ ...factor, phoneNumber: expect.any(String) as string });
        expect(offered.phoneNumber?.slice(-4)).toBe(phoneNumber.slice(-4));
        // Only a sign-in is kept pending.
        expect(identity().pendingSignIn()).toBeNull();
      });

      it("refuses a wrong code at the check, which stays open for the right one", async () => {
        const { phoneNumber, factor } = await accountWithPhone(subject());
        const challenge = await challengeOf(identity().confirmPassword(PASSWORD));
        await challenge.sendCode(factor.id);
        const code = await lastCodeTo(identity(), phoneNumber);
        await refused(
          challenge.complete(factor.id, wrongCode(code)),
          "auth/invalid-verification-code",
        );
        await challenge.complete(factor.id, code);
      });

      it("changePassword, once the factor is given: the new password, then the phone, signs in", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        await identity().changePassword(NEW_PASSWORD);

        await listener.reportAfter(() => identity().signOut());
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
        const signIn = await challengeOf(identity().signIn(email, NEW_PASSWORD));
        expect(
          await listener.reportAfter(() => passChallenge(identity(), signIn, phoneNumber)),
        ).toMatchObject({ email });
      });

      it("changeEmail, once the factor is given, mails the new address one link", async () => {
        const { email, phoneNumber } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        const next = newEmail();
        await identity().changeEmail(next, CONTINUE_URL);
        expect(await onlyMail(identity(), email, "verifyAndChangeEmail")).toMatchObject({
          newEmail: next,
        });
      });

      it("deleteAccount, once the factor is given, deletes the account", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        expect(await listener.reportAfter(() => identity().deleteAccount())).toBeNull();
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
      });
    });
  });
}
