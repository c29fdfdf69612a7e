// What the parts of the contract that run on the Auth emulator only (mailed links, account
// changes, second factors, the inbox) build their cases from: what the emulator "sent", read from
// its inbox as the app's inbox page reads it, and accounts with a phone enrolled. The emulator's
// lists are shared by every case and never cleared, so a case finds its own mail by address and
// kind, and texts numbers of its own.
import { expect } from "vitest";
import type {
  ActionMode,
  IdentityService,
  SecondFactorChallenge,
} from "../../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED, secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { type ContractSubject, existingAccount, PASSWORD } from "./identityContract.shared";

export const PHONE_NAME = "Work phone";

function inboxOf(identity: IdentityService) {
  if (!identity.inbox) throw new Error("These cases read what was sent from the emulator's inbox.");
  return identity.inbox;
}

/** The mail sent to `email` for links of `mode`, oldest first, with each link's query read out. */
export async function mailTo(identity: IdentityService, email: string, mode: ActionMode) {
  const mail = (await inboxOf(identity).sentMail()).map((sent) => {
    const query = new URLSearchParams(sent.query);
    return {
      ...sent,
      mode: query.get("mode"),
      code: query.get("oobCode") ?? "",
      continueUrl: query.get("continueUrl"),
    };
  });
  return mail.filter((sent) => sent.email === email && sent.mode === mode);
}

/** The one mail sent to `email` for a link of `mode`: a second one fails the case. */
export async function onlyMail(identity: IdentityService, email: string, mode: ActionMode) {
  return onlyOne(await mailTo(identity, email, mode));
}

/** Whether the emulator still holds `code`: it forgets a code once used, or its account deleted. */
export async function stillHolds(identity: IdentityService, code: string): Promise<boolean> {
  const mail = await inboxOf(identity).sentMail();
  return mail.some((sent) => new URLSearchParams(sent.query).get("oobCode") === code);
}

/** The codes texted to `phoneNumber` and not yet used, oldest first. */
export async function codesTo(identity: IdentityService, phoneNumber: string) {
  const texts = await inboxOf(identity).sentTexts();
  return texts.filter((text) => text.phoneNumber === phoneNumber).map((text) => text.code);
}

export async function lastCodeTo(identity: IdentityService, phoneNumber: string) {
  const code = (await codesTo(identity, phoneNumber)).at(-1);
  if (!code) throw new Error(`No code texted to ${phoneNumber}`);
  return code;
}

/** A number no other case texts: +1 555 and seven random digits. */
export function newPhoneNumber(): string {
  const digits = Math.floor(Math.random() * 10_000_000);
  return `+1555${String(digits).padStart(7, "0")}`;
}

/** A code that is surely not `code`: each of its digits moved on by one. */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/** The one item of `list`, which must have exactly one. */
export function onlyOne<Item>(list: Item[]): Item {
  const [item] = list;
  if (item === undefined || list.length > 1) throw new Error(`Expected one item: ${list.length}`);
  return item;
}

/** Expects `call` to wait for a second factor, and gives the challenge that completes it. */
export async function challengeOf(call: Promise<unknown>): Promise<SecondFactorChallenge> {
  const error = await call.then(
    () => expect.fail("The call did not ask for a second factor."),
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
  const challenge = secondFactorChallenge(error);
  if (!challenge) throw new Error("The refusal carries no challenge.");
  return challenge;
}

/** Texts a code to the challenge's factor for `phoneNumber`, and completes with it. */
export async function passChallenge(
  identity: IdentityService,
  challenge: SecondFactorChallenge,
  phoneNumber: string,
): Promise<void> {
  const factor = challenge.factors.find((one) => one.phoneNumber?.endsWith(phoneNumber.slice(-4)));
  if (!factor) throw new Error(`The challenge offers no factor for ${phoneNumber}`);
  await challenge.sendCode(factor.id);
  await challenge.complete(factor.id, await lastCodeTo(identity, phoneNumber));
}

/** A signed-in account whose address is verified, as adding a second factor needs. */
export async function verifiedAccount(subject: ContractSubject) {
  const account = await existingAccount(subject.identity);
  await subject.verifyElsewhere(account.email);
  await account.listener.reportAfter(() => subject.identity.signIn(account.email, PASSWORD));
  return account;
}

/** A signed-in account with a verified address and one phone enrolled, as the app enrols it. */
export async function accountWithPhone(subject: ContractSubject) {
  const { identity } = subject;
  const account = await verifiedAccount(subject);
  const phoneNumber = newPhoneNumber();
  await identity.confirmPassword(PASSWORD);
  const enrolment = await identity.enrolPhone(phoneNumber);
  await enrolment.confirm(await lastCodeTo(identity, phoneNumber), PHONE_NAME);
  const factor = onlyOne(await identity.listSecondFactors());
  return { ...account, phoneNumber, factor };
}

/** The current password checked on an account with a phone: the password, then the phone. */
export async function confirmWithPhone(identity: IdentityService, phoneNumber: string) {
  await passChallenge(identity, await challengeOf(identity.confirmPassword(PASSWORD)), phoneNumber);
}
