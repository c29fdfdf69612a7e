// The contract of the second factors (src/auth/SecondFactors.ts), on the Auth emulator only:
// enrolling a phone, signing in with it, and removing it, each change made as the app makes it
// (right after confirmPassword). Codes come from the emulator's inbox, as its inbox page reads them.
import { describe, expect, it } from "vitest";
import {
  type Account,
  type ContractSubject,
  existingAccount,
  PASSWORD,
  refused,
  signedInAccount,
  subjectPerCase,
} from "./identityContract.shared";
import {
  accountWithPhone,
  challengeOf,
  codesTo,
  confirmWithPhone,
  lastCodeTo,
  newPhoneNumber,
  onlyOne,
  passChallenge,
  PHONE_NAME,
  verifiedAccount,
  wrongCode,
} from "./identityContract.onEmulator";

export function describeSecondFactorsContract(name: string, create: () => ContractSubject) {
  describe(`the second factors' contract: ${name}`, () => {
    const subject = subjectPerCase(create);
    const identity = () => subject().identity;

    /** Signs out, then in with the password: the challenge that asks for the second factor. */
    async function signInChallenge({ email, listener }: Account) {
      await listener.reportAfter(() => identity().signOut());
      return challengeOf(identity().signIn(email, PASSWORD));
    }

    describe("the signed-in account's factors", () => {
      it("lists none for a new account, and needs a signed-in user", async () => {
        await refused(identity().listSecondFactors(), "auth/no-current-user");
        await signedInAccount(identity());
        expect(await identity().listSecondFactors()).toEqual([]);
      });

      it.each(["enrolPhone", "enrolAuthenticatorApp"] as const)(
        "%s refuses an unverified address, and nothing is enrolled or texted",
        async (call) => {
          await signedInAccount(identity());
          await identity().confirmPassword(PASSWORD);
          const phoneNumber = newPhoneNumber();
          const enrolling =
            call === "enrolPhone"
              ? identity().enrolPhone(phoneNumber)
              : identity().enrolAuthenticatorApp();
          await refused(enrolling, "auth/unverified-email");
          expect(await identity().listSecondFactors()).toEqual([]);
          expect(await codesTo(identity(), phoneNumber)).toEqual([]);
        },
      );

      it("enrolPhone texts the number one code; confirmed with a name, the phone is listed", async () => {
        await verifiedAccount(subject());
        await identity().confirmPassword(PASSWORD);
        const phoneNumber = newPhoneNumber();
        const enrolment = await identity().enrolPhone(phoneNumber);
        const code = onlyOne(await codesTo(identity(), phoneNumber));
        expect(await identity().listSecondFactors()).toEqual([]);

        await enrolment.confirm(code, PHONE_NAME);

        const factor = onlyOne(await identity().listSecondFactors());
        expect(factor).toEqual({
          id: expect.any(String) as string,
          kind: "phone",
          name: PHONE_NAME,
          phoneNumber,
          addedAt: expect.any(String) as string,
        });
        expect(Number.isNaN(new Date(factor.addedAt).getTime())).toBe(false);
        expect(await codesTo(identity(), phoneNumber)).toEqual([]); // used: no longer waiting
      });

      it("enrolPhone refuses a wrong code, enrolling nothing; the right one then enrols the phone", async () => {
        await verifiedAccount(subject());
        await identity().confirmPassword(PASSWORD);
        const phoneNumber = newPhoneNumber();
        const enrolment = await identity().enrolPhone(phoneNumber);
        const code = await lastCodeTo(identity(), phoneNumber);

        await refused(
          enrolment.confirm(wrongCode(code), PHONE_NAME),
          "auth/invalid-verification-code",
        );
        expect(await identity().listSecondFactors()).toEqual([]);

        await enrolment.confirm(code, PHONE_NAME);
        expect(await identity().listSecondFactors()).toMatchObject([{ phoneNumber }]);
      });

      it("enrolPhone refuses a number not in international form, texting nothing", async () => {
        await verifiedAccount(subject());
        await identity().confirmPassword(PASSWORD);
        const phoneNumber = newPhoneNumber();
        await refused(identity().enrolPhone(phoneNumber.slice(1)), "auth/invalid-phone-number");
        expect(await codesTo(identity(), phoneNumber)).toEqual([]);
        expect(await codesTo(identity(), phoneNumber.slice(1))).toEqual([]);
      });

      it("enrolPhone refuses a number the account has already, adding nothing", async () => {
        const { phoneNumber, factor } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        // Refused as the code is asked for, or at the latest as it is given: nothing is added.
        const addAgain = async () => {
          const enrolment = await identity().enrolPhone(phoneNumber);
          await enrolment.confirm(await lastCodeTo(identity(), phoneNumber), "Again");
        };
        await refused(addAgain(), "auth/second-factor-already-in-use");
        expect(await identity().listSecondFactors()).toEqual([factor]);
      });

      it("removeSecondFactor refuses a factor the account does not have, removing nothing", async () => {
        const { phoneNumber, factor } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        await refused(
          identity().removeSecondFactor("no-such-factor"),
          "auth/multi-factor-info-not-found",
        );
        expect(await identity().listSecondFactors()).toEqual([factor]);
      });

      // The Auth emulator answers INVALID_ARGUMENT "Missing phoneEnrollmentInfo" to an app's
      // enrolment (firebase-tools #6224), and the app says so: a real project makes a secret.
      it("enrolAuthenticatorApp is refused where apps are not offered (the Auth emulator)", async () => {
        await verifiedAccount(subject());
        await identity().confirmPassword(PASSWORD);
        await refused(identity().enrolAuthenticatorApp(), "auth/invalid-argument");
        expect(await identity().listSecondFactors()).toEqual([]);
      });

      it("enrolPhone adds a second phone once the first is given at the check", async () => {
        const { phoneNumber, factor } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        const home = newPhoneNumber();
        const enrolment = await identity().enrolPhone(home);
        await enrolment.confirm(await lastCodeTo(identity(), home), "Home phone");

        expect(await identity().listSecondFactors()).toEqual([
          factor,
          expect.objectContaining({ name: "Home phone", phoneNumber: home }),
        ]);
      });

      it("removeSecondFactor, once the factor is given, removes it: the password alone signs in", async () => {
        const { email, listener, phoneNumber, factor } = await accountWithPhone(subject());
        await confirmWithPhone(identity(), phoneNumber);
        await identity().removeSecondFactor(factor.id);
        expect(await identity().listSecondFactors()).toEqual([]);

        await listener.reportAfter(() => identity().signOut());
        expect(await listener.reportAfter(() => identity().signIn(email, PASSWORD))).toMatchObject({
          email,
        });
      });
    });

    describe("signing in with a phone", () => {
      it("has no sign-in pending at first", () => {
        expect(identity().pendingSignIn()).toBeNull();
      });

      it("asks for the factor, reporting nobody; a wrong code is refused, the right one signs in", async () => {
        const account = await accountWithPhone(subject());
        const { email, listener, phoneNumber, factor } = account;
        const challenge = await signInChallenge(account);

        expect(listener.emails().at(-1)).toBeNull();
        expect(identity().pendingSignIn()).toBe(challenge);
        await challenge.sendCode(factor.id);
        const code = onlyOne(await codesTo(identity(), phoneNumber));
        await refused(
          challenge.complete(factor.id, wrongCode(code)),
          "auth/invalid-verification-code",
        );
        expect(identity().pendingSignIn()).toBe(challenge);
        expect(listener.emails().at(-1)).toBeNull();

        expect(await listener.reportAfter(() => challenge.complete(factor.id, code))).toMatchObject(
          { email },
        );
        expect(identity().pendingSignIn()).toBeNull();
        expect(await codesTo(identity(), phoneNumber)).toEqual([]);
      });

      // The number as the service gives it during a sign-in: masked but for its last 4 digits.
      it("offers the account's phone masked, but for its last 4 digits", async () => {
        const account = await accountWithPhone(subject());
        const { phoneNumber, factor } = account;
        const challenge = await signInChallenge(account);
        const offered = onlyOne(challenge.factors);
        expect(offered).toEqual({ ...factor, phoneNumber: expect.any(String) as string });
        expect(offered.phoneNumber?.slice(-4)).toBe(phoneNumber.slice(-4));
        expect(offered.phoneNumber).not.toBe(phoneNumber);
      });

      it("texts one code per send; after a resend, the newest counts", async () => {
        const account = await accountWithPhone(subject());
        const { email, listener, phoneNumber, factor } = account;
        const challenge = await signInChallenge(account);
        await challenge.sendCode(factor.id);
        await challenge.sendCode(factor.id);
        const codes = await codesTo(identity(), phoneNumber);
        expect(codes).toHaveLength(2);

        expect(
          await listener.reportAfter(() => challenge.complete(factor.id, codes[1] ?? "")),
        ).toMatchObject({ email });
      });

      it("offers every factor of an account with two, and texts only the one chosen", async () => {
        const account = await accountWithPhone(subject());
        const { email, listener, phoneNumber } = account;
        await confirmWithPhone(identity(), phoneNumber);
        const home = newPhoneNumber();
        const enrolment = await identity().enrolPhone(home);
        await enrolment.confirm(await lastCodeTo(identity(), home), "Home phone");

        const challenge = await signInChallenge(account);
        expect(challenge.factors.map((factor) => factor.name)).toEqual([PHONE_NAME, "Home phone"]);
        const chosen = challenge.factors.at(1);
        if (!chosen) throw new Error("The challenge offers no second factor");

        await challenge.sendCode(chosen.id);
        expect(await codesTo(identity(), phoneNumber)).toEqual([]);
        const code = await lastCodeTo(identity(), home);
        expect(await listener.reportAfter(() => challenge.complete(chosen.id, code))).toMatchObject(
          { email },
        );
      });

      it("refuses at the factor an account disabled since its password was checked", async () => {
        const account = await accountWithPhone(subject());
        const challenge = await signInChallenge(account);
        await subject().disableAccount(account.email);
        await refused(
          passChallenge(identity(), challenge, account.phoneNumber),
          "auth/user-disabled",
        );
        expect(account.listener.emails().at(-1)).toBeNull();
      });

      it("refuses a factor the challenge does not offer, in the service's words", async () => {
        const challenge = await signInChallenge(await accountWithPhone(subject()));
        const notFound = {
          code: "auth/multi-factor-info-not-found",
          message: "Firebase: Error (auth/multi-factor-info-not-found).",
        };

        await expect(challenge.sendCode("no-such-factor")).rejects.toMatchObject(notFound);
        await expect(challenge.complete("no-such-factor", "123456")).rejects.toMatchObject(
          notFound,
        );
        expect(identity().pendingSignIn()).toBe(challenge);
      });

      it("keeps a later sign-in pending when an earlier one's challenge completes", async () => {
        const account = await accountWithPhone(subject());
        const { email, listener, phoneNumber } = account;
        const earlier = await signInChallenge(account);
        const later = await challengeOf(identity().signIn(email, PASSWORD));
        expect(identity().pendingSignIn()).toBe(later);

        await listener.reportAfter(() => passChallenge(identity(), earlier, phoneNumber));
        expect(identity().pendingSignIn()).toBe(later);
        await passChallenge(identity(), later, phoneNumber);
        expect(identity().pendingSignIn()).toBeNull();
      });

      it("forgets the pending sign-in when another account signs in", async () => {
        const other = await existingAccount(identity());
        const account = await accountWithPhone(subject());
        const challenge = await signInChallenge(account);
        expect(identity().pendingSignIn()).toBe(challenge);

        await account.listener.reportAfter(() => identity().signIn(other.email, PASSWORD));
        expect(identity().pendingSignIn()).toBeNull();
        expect(account.listener.emails().at(-1)).toBe(other.email);
      });
    });
  });
}
