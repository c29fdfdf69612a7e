// The SDK's second-factor part, as this app calls it: the entry of a chunk loaded only when a call
// needs it (loadSecondFactorSdk.ts), so that nobody who signs in with a password downloads it.
export { challengeFor } from "./resolverChallenge";
export { enrolAuthenticatorApp, enrolPhone, removeFactor } from "./factorEnrolment";
export { enrolledFactors } from "./factorList";
