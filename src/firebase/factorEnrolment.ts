import {
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  TotpMultiFactorGenerator,
  type Auth,
  type User as FirebaseUser,
} from "@firebase/auth";
import type { AuthenticatorAppEnrolment, PhoneEnrolment } from "../auth/SecondFactors";
import { freshVerifier } from "./recaptchaVerifier";

/** Texts a code to `phoneNumber`; its confirmation adds the phone to the signed-in `user`. */
export async function enrolPhone(
  auth: Auth,
  user: FirebaseUser,
  phoneNumber: string,
): Promise<PhoneEnrolment> {
  const session = await multiFactor(user).getSession();
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
    { phoneNumber, session },
    freshVerifier(auth),
  );
  return {
    confirm: async (code, name) => {
      const credential = PhoneAuthProvider.credential(verificationId, code);
      await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(credential), name);
    },
  };
}

/** A secret for an authenticator app (which shows `issuer`); the app's code adds it to `user`. */
export async function enrolAuthenticatorApp(
  user: FirebaseUser,
  issuer: string,
): Promise<AuthenticatorAppEnrolment> {
  const secret = await TotpMultiFactorGenerator.generateSecret(
    await multiFactor(user).getSession(),
  );
  return {
    secret: secret.secretKey,
    uri: secret.generateQrCodeUrl(user.email ?? undefined, issuer),
    confirm: async (code, name) => {
      const assertion = TotpMultiFactorGenerator.assertionForEnrollment(secret, code);
      await multiFactor(user).enroll(assertion, name);
    },
  };
}

export async function removeFactor(user: FirebaseUser, factorId: string): Promise<void> {
  await multiFactor(user).unenroll(factorId);
}
