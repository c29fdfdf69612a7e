import {
  multiFactor,
  PhoneMultiFactorGenerator,
  reload,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
  type User as FirebaseUser,
} from "@firebase/auth";
import type { SecondFactor } from "../auth/SecondFactors";

export function isPhone(info: MultiFactorInfo): info is PhoneMultiFactorInfo {
  return info.factorId === PhoneMultiFactorGenerator.FACTOR_ID;
}

export function toSecondFactor(info: MultiFactorInfo): SecondFactor {
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
  const before = factors.enrolledFactors;
  await reload(user);
  // The SDK keeps its old list when the answer lists none (MultiFactorUserImpl, @firebase/auth
  // 1.13: `if (userInfo.mfaInfo)`): the last factor removed elsewhere would stay listed.
  return factors.enrolledFactors === before ? [] : factors.enrolledFactors.map(toSecondFactor);
}
