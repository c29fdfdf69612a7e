/** A second factor enrolled on an account. */
export interface SecondFactor {
  /** The service's id for it. */
  id: string;
  kind: "phone" | "authenticatorApp";
  /** The name it was given when it was added, or null. */
  name: string | null;
  /** A phone's number as the service gives it (masked, during a sign-in); null for an app. */
  phoneNumber: string | null;
  /** When it was added, as the service says it (a date string `new Date()` reads). */
  addedAt: string;
}

/**
 * A sign-in, or the check of the current password before a change, that waits for a second factor.
 * The call that needed it rejects with code "auth/multi-factor-auth-required" and this as its
 * `challenge` (src/auth/secondFactorChallenge.ts reads it).
 */
export interface SecondFactorChallenge {
  /** The account's factors, to choose from. */
  factors: SecondFactor[];
  /** Texts a code to a phone factor; every send is a new code (the last one sent counts). */
  sendCode: (factorId: string) => Promise<void>;
  /**
   * Gives the code (texted, or from the app): the sign-in, or the check, completes. A wrong code
   * rejects, and the challenge stays.
   */
  complete: (factorId: string, code: string) => Promise<void>;
}

/** A phone being added: the code texted to it confirms it. */
export interface PhoneEnrolment {
  confirm: (code: string, name: string) => Promise<void>;
}

/** An authenticator app being added: the secret to give it, then a code it shows. */
export interface AuthenticatorAppEnrolment {
  /** The shared secret, in base32, for typing into the app by hand. */
  secret: string;
  /** The `otpauth://` URI an app reads from a QR code. */
  uri: string;
  confirm: (code: string, name: string) => Promise<void>;
}

/**
 * Second factors: the sign-in waiting for one, and the signed-in account's own. Each change is made
 * right after AccountChanges' `confirmPassword`, as every change to the account is.
 */
export interface SecondFactors {
  /**
   * The sign-in waiting for its second factor since signIn was answered that one is needed, or
   * null: none, or one the page has forgotten (a reload). A new signIn replaces it.
   */
  pendingSignIn: () => SecondFactorChallenge | null;
  /** The signed-in account's second factors, re-read from the service. */
  listSecondFactors: () => Promise<SecondFactor[]>;
  /** Texts a code to `phoneNumber` (international form, +15555550100) to add it. */
  enrolPhone: (phoneNumber: string) => Promise<PhoneEnrolment>;
  /** Makes a secret to add an authenticator app with (not on the Auth emulator). */
  enrolAuthenticatorApp: () => Promise<AuthenticatorAppEnrolment>;
  removeSecondFactor: (factorId: string) => Promise<void>;
}
