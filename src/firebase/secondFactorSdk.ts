// The SDK's second-factor part: its own chunk, so nobody who signs in with a password loads it.
export { challengeFor } from "./resolverChallenge";
export { enrolAuthenticatorApp, enrolPhone, removeFactor } from "./factorEnrolment";
export { enrolledFactors } from "./factorList";
