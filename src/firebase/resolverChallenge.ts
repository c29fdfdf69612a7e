import {
  getMultiFactorResolver,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorAssertion,
  type MultiFactorError,
  type MultiFactorInfo,
} from "@firebase/auth";
import type { SecondFactorChallenge } from "../auth/SecondFactors";
import { isPhone, toSecondFactor } from "./factorList";
import { freshVerifier } from "./recaptchaVerifier";
import { refusal } from "./serviceRefusals";

/** The challenge made from the SDK's resolver for `error`; `onComplete` runs once it completes. */
export function challengeFor(
  auth: Auth,
  error: MultiFactorError,
  onComplete: () => void,
): SecondFactorChallenge {
  const resolver = getMultiFactorResolver(auth, error);
  // The id the service gave the last text sent to each phone: the code of that text counts.
  const sent = new Map<string, string>();

  function factor(factorId: string): MultiFactorInfo {
    const hint = resolver.hints.find(({ uid }) => uid === factorId);
    if (!hint) throw refusal("multi-factor-info-not-found");
    return hint;
  }

  function assertion(hint: MultiFactorInfo, code: string): MultiFactorAssertion {
    if (!isPhone(hint)) return TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code);
    const verificationId = sent.get(hint.uid);
    if (verificationId === undefined) throw refusal("missing-verification-id");
    return PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  }

  return {
    factors: resolver.hints.map(toSecondFactor),
    // An app's code is not texted: the app shows it.
    sendCode: async (factorId) => {
      const hint = factor(factorId);
      if (!isPhone(hint)) throw refusal("multi-factor-info-not-found");
      const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        freshVerifier(auth),
      );
      sent.set(factorId, verificationId);
    },
    complete: async (factorId, code) => {
      await resolver.resolveSignIn(assertion(factor(factorId), code));
      onComplete();
    },
  };
}
