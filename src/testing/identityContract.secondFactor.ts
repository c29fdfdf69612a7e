// The second factor's part of the IdentityService contract (see identityContract.ts): enrolling a
// phone, signing in with it, the changes that then ask for it, and removing it. Codes come from
// `sentTexts`, as the emulator inbox reads them. The emulator's list is shared by every case and
// never cleared, so each case texts numbers of its own, and takes the newest code sent to one.
import { beforeEach, describe, expect, it } from "vitest";
import type { IdentityService, SecondFactorChallenge } from "../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED, secondFactorChallenge } from "../auth/secondFactorChallenge";
import {
  CONTINUE_URL,
  type ContractSubject,
  existingAccount,
  NEW_PASSWORD,
  newEmail,
  PASSWORD,
  refused,
} from "./identityContract.shared";

const PHONE_NAME = "Work phone";

type Account = Awaited<ReturnType<typeof existingAccount>>;

/** A number no other case texts: +1 555 and seven random digits. */
function newPhoneNumber(): string {
  const digits = Math.floor(Math.random() * 10_000_000);
  return `+1555${String(digits).padStart(7, "0")}`;
}

/** A code that is surely not `code`: each of its digits moved on by one. */
function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/** The one item of `list`, which must have exactly one. */
function onlyOne<Item>(list: Item[]): Item {
  const [item] = list;
  if (item === undefined || list.length > 1) throw new Error(`Expected one item: ${list.length}`);
  return item;
}

/** Expects `call` to wait for a second factor, and gives the challenge that completes it. */
async function challengeOf<Result>(call: Promise<Result>): Promise<SecondFactorChallenge<Result>> {
  const error = await call.then(
    () => new Error("The call completed without asking for a second factor."),
    (refusal: unknown) => refusal,
  );
  expect(error).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
  const challenge = secondFactorChallenge<Result>(error);
  if (!challenge) throw new Error("The refusal carries no challenge.");
  return challenge;
}

export function describeSecondFactorContract(currentSubject: () => ContractSubject) {
  describe("second factors", () => {
    let subject: ContractSubject;
    let identity: IdentityService;
    beforeEach(() => {
      subject = currentSubject();
      identity = subject.identity;
    });

    /** The codes texted to `phoneNumber` and not yet used, oldest first. */
    async function textsTo(phoneNumber: string) {
      if (!identity.sentTexts) throw new Error("The contract reads texted codes from sentTexts()");
      const texts = await identity.sentTexts();
      return texts.filter((text) => text.phoneNumber === phoneNumber).map((text) => text.code);
    }

    async function lastCodeTo(phoneNumber: string) {
      const code = (await textsTo(phoneNumber)).at(-1);
      if (!code) throw new Error(`No code texted to ${phoneNumber}`);
      return code;
    }

    async function signedInAccount({ verified }: { verified: boolean }) {
      const account = await existingAccount(identity);
      if (verified) await subject.verifyElsewhere(account.email);
      await account.listener.reportAfter(() => identity.signIn(account.email, PASSWORD));
      return account;
    }

    /** Texts a code to the challenge's factor for `phoneNumber`, and completes with it. */
    async function passChallenge<Result>(
      challenge: SecondFactorChallenge<Result>,
      phoneNumber: string,
    ): Promise<Result> {
      const factor = challenge.factors.find((one) =>
        one.phoneNumber?.endsWith(phoneNumber.slice(-4)),
      );
      if (!factor) throw new Error(`The challenge offers no factor for ${phoneNumber}`);
      await challenge.sendCode(factor.id);
      return challenge.complete(factor.id, await lastCodeTo(phoneNumber));
    }

    /** A signed-in account with a verified address and one phone enrolled. */
    async function accountWithPhone() {
      const account = await signedInAccount({ verified: true });
      const phoneNumber = newPhoneNumber();
      const enrolment = await identity.enrolPhone(PASSWORD, phoneNumber);
      await enrolment.confirm(await lastCodeTo(phoneNumber), PHONE_NAME);
      const factor = onlyOne(await identity.listSecondFactors());
      return { ...account, phoneNumber, factor };
    }

    /** Signs out, then in with the password: the challenge that asks for the second factor. */
    async function signInChallenge({ email, listener }: Account) {
      await listener.reportAfter(() => identity.signOut());
      return challengeOf(identity.signIn(email, PASSWORD));
    }

    describe("enrolling a phone", () => {
      it.each(["enrolPhone", "enrolAuthenticatorApp"] as const)(
        "%s refuses an unverified address, and nothing is enrolled or texted",
        async (call) => {
          await signedInAccount({ verified: false });
          const phoneNumber = newPhoneNumber();
          const enrolling =
            call === "enrolPhone"
              ? identity.enrolPhone(PASSWORD, phoneNumber)
              : identity.enrolAuthenticatorApp(PASSWORD);
          await refused(enrolling, "auth/unverified-email");
          expect(await identity.listSecondFactors()).toEqual([]);
          expect(await textsTo(phoneNumber)).toEqual([]);
        },
      );

      it("refuses a wrong current password, and texts nothing", async () => {
        await signedInAccount({ verified: true });
        const phoneNumber = newPhoneNumber();
        await refused(
          identity.enrolPhone("not-the-password", phoneNumber),
          "auth/invalid-credential",
        );
        expect(await textsTo(phoneNumber)).toEqual([]);
      });

      it("texts a code to the number; confirmed with a name, the phone is listed", async () => {
        await signedInAccount({ verified: true });
        const phoneNumber = newPhoneNumber();
        const enrolment = await identity.enrolPhone(PASSWORD, phoneNumber);
        const code = await lastCodeTo(phoneNumber);
        expect(await identity.listSecondFactors()).toEqual([]);

        await enrolment.confirm(code, PHONE_NAME);

        const factors = await identity.listSecondFactors();
        expect(factors).toEqual([
          {
            id: expect.any(String) as string,
            kind: "phone",
            name: PHONE_NAME,
            phoneNumber,
            addedAt: expect.any(String) as string,
          },
        ]);
        expect(Number.isNaN(new Date(onlyOne(factors).addedAt).getTime())).toBe(false);
        // As the emulator does, a used code is no longer listed.
        expect(await textsTo(phoneNumber)).not.toContain(code);
      });

      it("refuses a wrong code, enrolling nothing; the right one then enrols the phone", async () => {
        await signedInAccount({ verified: true });
        const phoneNumber = newPhoneNumber();
        const enrolment = await identity.enrolPhone(PASSWORD, phoneNumber);
        const code = await lastCodeTo(phoneNumber);

        await refused(
          enrolment.confirm(wrongCode(code), PHONE_NAME),
          "auth/invalid-verification-code",
        );
        expect(await identity.listSecondFactors()).toEqual([]);

        await enrolment.confirm(code, PHONE_NAME);
        expect(await identity.listSecondFactors()).toMatchObject([{ phoneNumber }]);
      });

      // firebase-tools #6224: the Auth emulator answers INVALID_ARGUMENT "Missing
      // phoneEnrollmentInfo" to a TOTP enrolment. A real project with TOTP on makes a secret.
      it("enrolAuthenticatorApp is refused where apps are not offered (the Auth emulator)", async () => {
        await signedInAccount({ verified: true });
        await refused(identity.enrolAuthenticatorApp(PASSWORD), "auth/invalid-argument");
        expect(await identity.listSecondFactors()).toEqual([]);
      });
    });

    describe("signing in with a phone", () => {
      it("has no sign-in pending at first", () => {
        expect(identity.pendingSignIn()).toBeNull();
      });

      it("asks for the factor, reporting nobody; a wrong code is refused, the right one signs in", async () => {
        const { email, listener, phoneNumber, factor } = await accountWithPhone();
        const challenge = await signInChallenge({ email, listener });

        expect(listener.emails().at(-1)).toBeNull();
        expect(identity.pendingSignIn()).toBe(challenge);
        expect(challenge.factors).toEqual([
          { ...factor, phoneNumber: expect.stringMatching(/\d{4}$/) as string },
        ]);
        // The number as the service gives it during a sign-in: masked but for its last 4 digits.
        const shown = onlyOne(challenge.factors).phoneNumber;
        expect(shown?.slice(-4)).toBe(phoneNumber.slice(-4));
        expect(shown).not.toBe(phoneNumber);

        await challenge.sendCode(factor.id);
        const code = await lastCodeTo(phoneNumber);
        await refused(
          challenge.complete(factor.id, wrongCode(code)),
          "auth/invalid-verification-code",
        );
        expect(identity.pendingSignIn()).toBe(challenge);
        expect(listener.emails().at(-1)).toBeNull();

        expect(await listener.reportAfter(() => challenge.complete(factor.id, code))).toMatchObject(
          {
            email,
          },
        );
        expect(identity.pendingSignIn()).toBeNull();
        expect(await textsTo(phoneNumber)).not.toContain(code);
      });

      it("takes the newest code after a resend", async () => {
        const { email, listener, phoneNumber, factor } = await accountWithPhone();
        const challenge = await signInChallenge({ email, listener });
        await challenge.sendCode(factor.id);
        await challenge.sendCode(factor.id);
        expect(await textsTo(phoneNumber)).toHaveLength(2);

        const code = await lastCodeTo(phoneNumber);
        expect(await listener.reportAfter(() => challenge.complete(factor.id, code))).toMatchObject(
          {
            email,
          },
        );
      });

      it("offers every factor of an account with two, and signs in with the one chosen", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone();
        // Adding the second checks the password, which now asks for the first.
        const home = newPhoneNumber();
        const enrolment = await passChallenge(
          await challengeOf(identity.enrolPhone(PASSWORD, home)),
          phoneNumber,
        );
        await enrolment.confirm(await lastCodeTo(home), "Home phone");

        const challenge = await signInChallenge({ email, listener });
        expect(challenge.factors.map(({ name }) => name)).toEqual([PHONE_NAME, "Home phone"]);
        const chosen = challenge.factors.at(1);
        if (!chosen) throw new Error("The challenge offers no second factor");
        expect(chosen.phoneNumber?.slice(-4)).toBe(home.slice(-4));

        await challenge.sendCode(chosen.id);
        expect(await textsTo(phoneNumber)).toEqual([]);
        const code = await lastCodeTo(home);
        expect(await listener.reportAfter(() => challenge.complete(chosen.id, code))).toMatchObject(
          {
            email,
          },
        );
      });

      it("refuses at the factor an account disabled since its password was checked", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone();
        const challenge = await signInChallenge({ email, listener });
        await subject.disableAccount(email);
        await refused(passChallenge(challenge, phoneNumber), "auth/user-disabled");
        expect(listener.emails().at(-1)).toBeNull();
      });

      it("refuses a factor the challenge does not offer, in the service's words", async () => {
        const { email, listener } = await accountWithPhone();
        const challenge = await signInChallenge({ email, listener });
        const notFound = {
          code: "auth/multi-factor-info-not-found",
          message: "Firebase: Error (auth/multi-factor-info-not-found).",
        };

        await expect(challenge.sendCode("no-such-factor")).rejects.toMatchObject(notFound);
        await expect(challenge.complete("no-such-factor", "123456")).rejects.toMatchObject(
          notFound,
        );
        expect(identity.pendingSignIn()).toBe(challenge);
      });

      it("keeps a later sign-in pending when an earlier one's challenge completes", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone();
        const earlier = await signInChallenge({ email, listener });
        const later = await challengeOf(identity.signIn(email, PASSWORD));
        expect(identity.pendingSignIn()).toBe(later);

        await listener.reportAfter(() => passChallenge(earlier, phoneNumber));
        expect(identity.pendingSignIn()).toBe(later);
        await passChallenge(later, phoneNumber);
        expect(identity.pendingSignIn()).toBeNull();
      });

      it("forgets the pending sign-in when another account signs in", async () => {
        const other = await existingAccount(identity);
        const { email, listener } = await accountWithPhone();
        const challenge = await signInChallenge({ email, listener });
        expect(identity.pendingSignIn()).toBe(challenge);

        await listener.reportAfter(() => identity.signIn(other.email, PASSWORD));
        expect(identity.pendingSignIn()).toBeNull();
        expect(listener.emails().at(-1)).toBe(other.email);
      });
    });

    describe("changes that check the password, once a phone is enrolled", () => {
      it("changePassword asks for the factor, and changes the password only once it is given", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone();
        const challenge = await challengeOf(identity.changePassword(PASSWORD, NEW_PASSWORD));
        // Only a sign-in is kept pending.
        expect(identity.pendingSignIn()).toBeNull();
        await refused(identity.signIn(email, NEW_PASSWORD), "auth/invalid-credential");

        await passChallenge(challenge, phoneNumber);

        await listener.reportAfter(() => identity.signOut());
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
        const signIn = await challengeOf(identity.signIn(email, NEW_PASSWORD));
        expect(await listener.reportAfter(() => passChallenge(signIn, phoneNumber))).toMatchObject({
          email,
        });
      });

      it("changeEmail asks for the factor, and mails the link only once it is given", async () => {
        const { phoneNumber } = await accountWithPhone();
        const next = newEmail();
        const mailedTo = async () =>
          (await identity.sentMail?.())?.filter((mail) => mail.newEmail === next) ?? [];
        const challenge = await challengeOf(identity.changeEmail(PASSWORD, next, CONTINUE_URL));
        expect(await mailedTo()).toEqual([]);

        await passChallenge(challenge, phoneNumber);
        expect(await mailedTo()).toHaveLength(1);
      });

      it("deleteAccount asks for the factor, and deletes the account only once it is given", async () => {
        const { email, listener, phoneNumber } = await accountWithPhone();
        const challenge = await challengeOf(identity.deleteAccount(PASSWORD));
        expect(listener.emails().at(-1)).toBe(email);

        expect(await listener.reportAfter(() => passChallenge(challenge, phoneNumber))).toBeNull();
        await refused(identity.signIn(email, PASSWORD), "auth/invalid-credential");
      });

      it("refuses a wrong code at the check, and nothing changes", async () => {
        const { email, listener, phoneNumber, factor } = await accountWithPhone();
        const challenge = await challengeOf(identity.deleteAccount(PASSWORD));
        await challenge.sendCode(factor.id);
        const code = await lastCodeTo(phoneNumber);
        await refused(
          challenge.complete(factor.id, wrongCode(code)),
          "auth/invalid-verification-code",
        );
        expect(listener.emails().at(-1)).toBe(email);
        expect(await identity.listSecondFactors()).toHaveLength(1);
      });

      it("removeSecondFactor asks for the factor, then removes it: the password alone signs in", async () => {
        const { email, listener, phoneNumber, factor } = await accountWithPhone();
        const challenge = await challengeOf(identity.removeSecondFactor(PASSWORD, factor.id));
        expect(await identity.listSecondFactors()).toHaveLength(1);

        await passChallenge(challenge, phoneNumber);
        expect(await identity.listSecondFactors()).toEqual([]);

        await listener.reportAfter(() => identity.signOut());
        expect(await listener.reportAfter(() => identity.signIn(email, PASSWORD))).toMatchObject({
          email,
        });
      });
    });
  });
}
