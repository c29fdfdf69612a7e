// The contract of the mailed links (src/auth/MailedLinks.ts), on the Auth emulator only: a link
// mailed once per call, read without being used, used once, and what it does at the service.
import { describe, expect, it } from "vitest";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  NEW_PASSWORD,
  newEmail,
  PASSWORD,
  refused,
  signedInAccount,
  subjectPerCase,
} from "./identityContract.shared";
import { mailTo, onlyMail, stillHolds } from "./identityContract.onEmulator";

export function describeMailedLinksContract(name: string, create: () => ContractSubject) {
  describe(`the mailed links' contract: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    async function resetCode(email: string) {
      await identity().sendPasswordReset(email, CONTINUE_URL);
      return (await onlyMail(identity(), email, "resetPassword")).code;
    }

    /** The code of a verify link mailed to the signed-in account, `email`. */
    async function verifyCode(email: string) {
      await identity().sendEmailVerification(CONTINUE_URL);
      return (await onlyMail(identity(), email, "verifyEmail")).code;
    }

    describe("a password reset", () => {
      it("mails a known address one link, whatever the case typed; its code reads as a reset", async () => {
        const { email } = await existingAccount(identity());
        await identity().sendPasswordReset(email.toUpperCase(), CONTINUE_URL);
        const mail = await onlyMail(identity(), email, "resetPassword");
        expect(mail).toMatchObject({ newEmail: null, continueUrl: CONTINUE_URL });
        expect(await identity().checkActionCode(mail.code)).toEqual({
          mode: "resetPassword",
          email,
          currentEmail: null,
        });
      });

      // The page says the same for both, and so does the service: no way to learn who has an account.
      it("resolves for an unknown address, and mails nothing", async () => {
        const email = newEmail();
        await identity().sendPasswordReset(email, CONTINUE_URL);
        expect(await mailTo(identity(), email, "resetPassword")).toEqual([]);
      });

      it("refuses an empty address", async () => {
        await refused(identity().sendPasswordReset("", CONTINUE_URL), "auth/missing-email");
      });

      it("sets the new password, once: the old one and the code no longer work", async () => {
        const { email, listener } = await existingAccount(identity());
        const code = await resetCode(email);
        await identity().confirmPasswordReset(code, NEW_PASSWORD);
        await refused(
          identity().confirmPasswordReset(code, "another-password"),
          "auth/invalid-action-code",
        );
        await refused(identity().signIn(email, PASSWORD), "auth/invalid-credential");
        expect(
          await listener.reportAfter(() => identity().signIn(email, NEW_PASSWORD)),
        ).toMatchObject({ email });
      });

      it("refuses a weak new password, and changes nothing: the code stays usable", async () => {
        const { email } = await existingAccount(identity());
        const code = await resetCode(email);
        await refused(identity().confirmPasswordReset(code, "12345"), "auth/weak-password");
        await identity().signIn(email, PASSWORD);
        await identity().confirmPasswordReset(code, NEW_PASSWORD);
      });

      // The SDK would send an empty password as none, and the service would then only check the
      // code and answer success: the Firebase module refuses it, in the service's terms.
      it("refuses an empty new password, and changes nothing: the code stays usable", async () => {
        const { email } = await existingAccount(identity());
        const code = await resetCode(email);
        const call = identity().confirmPasswordReset(code, "");
        await expect(call).rejects.toThrow("Firebase: Error (auth/missing-new-password).");
        await refused(call, "auth/missing-new-password");
        await identity().signIn(email, PASSWORD);
        await identity().confirmPasswordReset(code, NEW_PASSWORD);
      });

      it("refuses a code mailed for something else, which stays usable for what it is", async () => {
        const { email, listener } = await signedInAccount(identity());
        const code = await verifyCode(email);
        await refused(
          identity().confirmPasswordReset(code, NEW_PASSWORD),
          "auth/invalid-action-code",
        );
        expect(await listener.reportAfter(() => identity().applyActionCode(code))).toMatchObject({
          emailVerified: true,
        });
      });

      // Only the refusal is contracted: the emulator and the real service word it differently.
      it("cannot be applied as a verify link is: the code stays usable for the reset", async () => {
        const { email } = await existingAccount(identity());
        const code = await resetCode(email);
        await expect(identity().applyActionCode(code)).rejects.toThrow();
        await identity().confirmPasswordReset(code, NEW_PASSWORD);
      });
    });

    describe("a verify link", () => {
      it("reads as one, as often as it is opened, without being used", async () => {
        const { email } = await signedInAccount(identity());
        const code = await verifyCode(email);
        const read = { mode: "verifyEmail", email, currentEmail: null };
        expect(await identity().checkActionCode(code)).toEqual(read);
        expect(await identity().checkActionCode(code)).toEqual(read);
        expect(await stillHolds(identity(), code)).toBe(true);
      });

      it("used in the signed-in tab, reports the user verified", async () => {
        const { email, listener } = await signedInAccount(identity());
        const before = listener.reports.at(-1);
        expect(before).toMatchObject({ email, emailVerified: false });
        const code = await verifyCode(email);
        expect(await listener.reportAfter(() => identity().applyActionCode(code))).toEqual({
          ...before,
          emailVerified: true,
        });
        expect(await stillHolds(identity(), code)).toBe(false);
      });

      // As when the link is followed in another browser, where nobody is signed in.
      it("used with nobody signed in, verifies the address all the same", async () => {
        const { email, listener } = await signedInAccount(identity());
        const code = await verifyCode(email);
        await listener.reportAfter(() => identity().signOut());
        await identity().applyActionCode(code);
        expect(listener.reports.at(-1)).toBeNull();
        expect(await listener.reportAfter(() => identity().signIn(email, PASSWORD))).toMatchObject({
          email,
          emailVerified: true,
        });
      });
    });

    describe("used and malformed codes", () => {
      const codeCalls = {
        checkActionCode: (code: string) => identity().checkActionCode(code),
        applyActionCode: (code: string) => identity().applyActionCode(code),
        confirmPasswordReset: (code: string) => identity().confirmPasswordReset(code, NEW_PASSWORD),
      };

      it.each(Object.entries(codeCalls))("%s refuses a malformed code", async (_, call) => {
        await refused(call("not-a-code"), "auth/invalid-action-code");
      });

      it.each(Object.entries(codeCalls))("%s refuses a used code", async (_, call) => {
        const { email } = await signedInAccount(identity());
        const code = await verifyCode(email);
        await identity().applyActionCode(code);
        await refused(call(code), "auth/invalid-action-code");
      });
    });
  });
}
