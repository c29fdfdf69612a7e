export interface SecondFactor {
  id: string;
  kind: "phone" | "authenticatorApp";
  name: string | null;
  /** A phone's number as the service gives it (masked during a sign-in); null for an app. */
  phoneNumber: string | null;
  /** When it was added, as a date string `new Date()` reads. */
  addedAt: string;
}

/**
 * A sign-in, or a password check before a change, waiting for a second factor: the call rejects
 * with code "auth/multi-factor-auth-required" and this as its `challenge`.
 */
export interface SecondFactorChallenge {
  factors: SecondFactor[];
  /** Texts a code to a phone factor; only the last code sent counts. */
  sendCode: (factorId: string) => Promise<void>;
  /** Completes the sign-in or the check; a wrong code rejects, and the challenge stays. */
  complete: (factorId: string, code: string) => Promise<void>;
}

/** A phone being added: the code texted to it confirms it. */
export interface PhoneEnrolment {
  confirm: (code: string, name: string) => Promise<void>;
}

/** An authenticator app being added: the secret to give it, then a code it shows. */
export interface AuthenticatorAppEnrolment {
  /** The shared secret in base32, to type into the app by hand. */
  secret: string;
  /** The `otpauth://` URI an app reads from a QR code. */
  uri: string;
  confirm: (code: string, name: string) => Promise<void>;
}

/** Second factors: the sign-in waiting for one, and the account's own (each change confirmed). */
export interface SecondFactors {
  /** The sign-in waiting for its second factor, or null (none, or forgotten by a reload). */
  pendingSignIn: () => SecondFactorChallenge | null;
  listSecondFactors: () => Promise<SecondFactor[]>;
  /** Texts a code to `phoneNumber` (international form, +15555550100) to add it. */
  enrolPhone: (phoneNumber: string) => Promise<PhoneEnrolment>;
  /** Not on the Auth emulator. */
  enrolAuthenticatorApp: () => Promise<AuthenticatorAppEnrolment>;
  removeSecondFactor: (factorId: string) => Promise<void>;
}
