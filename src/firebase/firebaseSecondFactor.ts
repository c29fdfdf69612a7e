// The SDK's second-factor code: a chunk of its own, loaded only when a call needs it (see
// secondFactorCode.ts), so that nobody who signs in with a password alone downloads it.
import { FirebaseError } from "@firebase/app";
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  reload,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorAssertion,
  type MultiFactorError,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
  type User as FirebaseUser,
} from "@firebase/auth";
import type {
  AuthenticatorAppEnrolment,
  PhoneEnrolment,
  SecondFactor,
  SecondFactorChallenge,
} from "../auth/IdentityService";

function isPhone(info: MultiFactorInfo): info is PhoneMultiFactorInfo {
  return info.factorId === PhoneMultiFactorGenerator.FACTOR_ID;
}

function toSecondFactor(info: MultiFactorInfo): SecondFactor {
  const phone = isPhone(info);
  return {
    id: info.uid,
    kind: phone ? "phone" : "authenticatorApp",
    name: info.displayName ?? null,
    // During a sign-in the service gives the number masked, and the SDK passes it on as it is.
    phoneNumber: phone ? info.phoneNumber : null,
    addedAt: info.enrollmentTime,
  };
}

/** The signed-in user's factors, re-read from the service (accounts:lookup). */
export async function enrolledFactors(user: FirebaseUser): Promise<SecondFactor[]> {
  const factors = multiFactor(user);
  // The SDK sets the list from a re-read only when the answer has factors in it: an account whose
  // last factor was removed elsewhere (the revert link, an admin) would go on listing it. A re-read
  // that fails leaves the list as it was.
  const known = factors.enrolledFactors;
  Object.assign(factors, { enrolledFactors: [] });
  await reload(user).catch((error: unknown) => {
    Object.assign(factors, { enrolledFactors: known });
    throw error;
  });
  return factors.enrolledFactors.map(toSecondFactor);
}

function failure(code: string): FirebaseError {
  return new FirebaseError(`auth/${code}`, `Firebase: Error (auth/${code}).`);
}

// The verifier is the SDK's one way to get the reCAPTCHA token a text needs (on the emulator, its
// mock's). Its reset, after a text, leaves it unable to verify again (firebase-js-sdk #4126): each
// text gets a new one, in a new element of its own, outside React's tree. Hidden: an invisible
// reCAPTCHA needs no place on the page (Google then asks for its notice beside the form).
let lastVerifier: { verifier: RecaptchaVerifier; container: HTMLElement } | undefined;

function freshVerifier(auth: Auth): RecaptchaVerifier {
  lastVerifier?.verifier.clear();
  lastVerifier?.container.remove();
  lastVerifier = undefined;
  const container = document.createElement("div");
  container.hidden = true;
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: "invisible" });
  lastVerifier = { verifier, container };
  return verifier;
}

/**
 * The challenge of a call the service answered with `error` (auth/multi-factor-auth-required): a
 * sign-in, or the check of the current password before a change. Completing it finishes that
 * sign-in or check, then `then` does the rest of the call and gives its result.
 */
export function challengeFor<Result>(
  auth: Auth,
  error: MultiFactorError,
  then: () => Result | Promise<Result>,
): SecondFactorChallenge<Result> {
  const resolver = getMultiFactorResolver(auth, error);
  // The id the service gave the last text sent to each phone: the code of that text counts.
  const sent = new Map<string, string>();

  function factor(factorId: string): MultiFactorInfo {
    const hint = resolver.hints.find(({ uid }) => uid === factorId);
    if (!hint) throw failure("multi-factor-info-not-found");
    return hint;
  }

  return {
    factors: resolver.hints.map(toSecondFactor),
    sendCode: async (factorId) => {
      const hint = factor(factorId);
      if (!isPhone(hint)) throw failure("multi-factor-info-not-found");
      const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        freshVerifier(auth),
      );
      sent.set(factorId, verificationId);
    },
    complete: async (factorId, code) => {
      const hint = factor(factorId);
      const verificationId = sent.get(factorId);
      let assertion: MultiFactorAssertion;
      if (!isPhone(hint)) assertion = TotpMultiFactorGenerator.assertionForSignIn(factorId, code);
      else if (verificationId === undefined) throw failure("missing-verification-id");
      else {
        const credential = PhoneAuthProvider.credential(verificationId, code);
        assertion = PhoneMultiFactorGenerator.assertion(credential);
      }
      await resolver.resolveSignIn(assertion);
      return then();
    },
  };
}

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

/**
 * Has the service make a secret for an authenticator app; a code from the app adds it to `user`.
 * `issuer` names the account in the app, beside the user's address.
 */
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

/** Removes one of the signed-in `user`'s factors, by its id. */
export async function removeFactor(user: FirebaseUser, factorId: string): Promise<void> {
  await multiFactor(user).unenroll(factorId);
}
