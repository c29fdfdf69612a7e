// Accounts with second factors already enrolled, made and read on the Auth emulator as an admin
// (its REST API as the project's owner): for a test of signing in with a factor, not of enrolling.
import { admin } from "../../src/testing/shared/authEmulatorAdmin.ts";
import { PASSWORD, uniqueEmail } from "./accounts";

/** A phone enrolled as a second factor, under the name the visitor gave it. */
export interface PhoneFactor {
  phoneNumber: string;
  displayName: string;
}

/** A second factor as the emulator holds it (the number written out, as an admin reads it). */
export interface EnrolledFactor {
  mfaEnrollmentId: string;
  displayName?: string;
  phoneInfo: string;
  enrolledAt?: string;
}

/**
 * The number that stands in for an authenticator app on the emulator, which refuses them
 * (firebase-tools #6224): authenticatorApp.ts enrols the app as a phone with this number, and
 * shows that factor to the page as an app. No test texts it: one app an account.
 */
export const AUTHENTICATOR_APP_NUMBER = "+19990000000";

/** An authenticator app, named `displayName`, to enrol with createAccountWithFactors. */
export function authenticatorAppFactor(displayName: string): PhoneFactor {
  return { phoneNumber: AUTHENTICATOR_APP_NUMBER, displayName };
}

/** The emulator's masking of a number in what it sends a page: all but the last four digits. */
function masked(phoneNumber: string): string {
  return phoneNumber.replace(/\d(?=(?:\D*\d){4})/g, "*");
}

/** A factor as the service sends an authenticator app to a page: with `totpInfo`, no number. */
export function asAuthenticatorApp(factor: Partial<Record<keyof EnrolledFactor, unknown>>) {
  const { mfaEnrollmentId, displayName, enrolledAt } = factor;
  return { mfaEnrollmentId, displayName, enrolledAt, totpInfo: {} };
}

/**
 * A factor as the service sends it to a page that has no session (a pending sign-in, a mailed
 * link): a phone with its number masked, or the authenticator app's stand-in as the app.
 */
export function servedFactor(factor: EnrolledFactor): object {
  if (factor.phoneInfo === AUTHENTICATOR_APP_NUMBER) return asAuthenticatorApp(factor);
  const { mfaEnrollmentId, displayName, enrolledAt, phoneInfo } = factor;
  return { mfaEnrollmentId, displayName, enrolledAt, phoneInfo: masked(phoneInfo) };
}

/**
 * Creates an account with a verified address (enrolling needs one) and `factors` enrolled, in that
 * order, as an admin does. Its next sign-in with the password asks for a second factor. Resolves
 * to the address.
 */
export async function createAccountWithFactors(
  factors: PhoneFactor[],
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<string> {
  // enrolledAt is the service's own: the emulator leaves it out of an admin's enrolment.
  const enrolledAt = new Date().toISOString();
  const mfaInfo = factors.map(({ phoneNumber, displayName }) => ({
    phoneInfo: phoneNumber,
    displayName,
    enrolledAt,
  }));
  await admin("accounts", { email, password, emailVerified: true, mfaInfo });
  return email;
}

/** The second factors of the account with this address, oldest first. */
export async function enrolledFactors(email: string): Promise<EnrolledFactor[]> {
  const { users } = (await admin("accounts:lookup", { email: [email] })) as {
    users?: { mfaInfo?: EnrolledFactor[] }[];
  };
  return (users?.[0]?.mfaInfo ?? []).map(
    ({ mfaEnrollmentId, displayName, phoneInfo, enrolledAt }) => ({
      mfaEnrollmentId,
      displayName,
      phoneInfo,
      enrolledAt,
    }),
  );
}
