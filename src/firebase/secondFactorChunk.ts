// The SDK's second-factor calls as this app makes them: one chunk, loaded only when a call needs
// it (secondFactorCode.ts), so that nobody who signs in with a password alone downloads it. This
// file is the chunk's entry; each job is a file of its own beside it.
export { challengeFor } from "./factorChallenge";
export { enrolAuthenticatorApp, enrolPhone, removeFactor } from "./factorEnrolment";
export { enrolledFactors } from "./factorList";
