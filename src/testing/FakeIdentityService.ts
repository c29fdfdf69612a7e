import { Secret, TOTP } from "otpauth";
import type {
  AuthenticatorAppEnrolment,
  IdentityService,
  PasswordRuleCheck,
  PhoneEnrolment,
  SecondFactor,
  SecondFactorChallenge,
  SentMail,
  SentText,
  User,
} from "../auth/IdentityService";
import { SECOND_FACTOR_REQUIRED } from "../auth/secondFactorChallenge";
import { FakeMailbox } from "./FakeMailbox";
import { FakeTexts } from "./FakeTexts";
import { errorFromMessage, serviceError } from "./serviceError";

/** A factor as the fake keeps it: an app's with its secret, which the service never gives out. */
type Factor = SecondFactor & { secret: string | null };

interface Account {
  uid: string;
  password: string;
  displayName: string | null;
  disabled: boolean;
  emailVerified: boolean;
  secondFactors: Factor[];
}

/** A factor an account starts with: a phone by its number, or an app by its base32 secret. */
export type SeedFactor = { name?: string } & ({ phoneNumber: string } | { secret: string });

type SeedUser = Partial<Omit<Account, "uid" | "secondFactors">> & {
  email: string;
  password: string;
  secondFactors?: SeedFactor[];
};

interface Options {
  users?: SeedUser[];
  signedInAs?: string;
  /**
   * Plays a real project with authenticator apps on (Identity Platform, TOTP enabled), outside the
   * emulator's contract: enrolAuthenticatorApp makes a secret, and the app's codes are checked.
   * Off, as on the Auth emulator, enrolAuthenticatorApp is refused (firebase-tools #6224).
   */
  authenticatorApps?: boolean;
}

type Listener = (user: User | null) => void;

/**
 * An in-memory identity service that behaves like Firebase Authentication for the app's purposes.
 * Members are arrow functions because pages pass them on unbound (`onSubmit={identity.signIn}`).
 */
export class FakeIdentityService implements IdentityService {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<Listener>();
  private currentUser: User | null = null;
  private notified: User | null = null;
  private readonly mailbox = new FakeMailbox();
  private readonly texts = new FakeTexts();
  private readonly authenticatorApps: boolean;
  private pending: SecondFactorChallenge | null = null;
  private factorCount = 0;
  private gate: Promise<void> | null = null;
  private nextFailure: string | null = null;

  constructor({ users = [], signedInAs, authenticatorApps = false }: Options = {}) {
    this.authenticatorApps = authenticatorApps;
    for (const { email, secondFactors = [], ...fields } of users) {
      this.addAccount(email, {
        ...fields,
        secondFactors: secondFactors.map(({ name, ...factor }) =>
          "secret" in factor
            ? this.newFactor("authenticatorApp", name, null, factor.secret)
            : this.newFactor("phone", name, factor.phoneNumber, null),
        ),
      });
    }
    if (signedInAs !== undefined) this.setCurrentUser(signedInAs);
  }

  /** Makes every call wait until the returned function is called, to observe pending states. */
  holdCalls(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      this.gate = null;
      release();
    };
  }

  /** Makes the next call (any but onUserChanged and pendingSignIn) reject with this message. */
  failNext(message: string): void {
    this.nextFailure = message;
  }

  onUserChanged = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    // Like Firebase, the first report comes asynchronously, so the app's loading state shows.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.currentUser);
    });
    return () => {
      this.listeners.delete(listener);
    };
  };

  // The checks run in the service's order, with its messages (see identityContract.ts). Like the
  // service, the fake keeps e-mail addresses in lower case.
  signIn = async (typedEmail: string, password: string): Promise<void> => {
    this.pending = null;
    await this.settle();
    const email = typedEmail.toLowerCase();
    this.checkEmail(email);
    const account = this.checkPassword(email, password);
    if (account.disabled) throw serviceError("user-disabled");
    if (account.secondFactors.length === 0) {
      this.setCurrentUser(email);
      return;
    }
    const challenge = this.challenge(account, () => {
      if (this.pending === challenge) this.pending = null;
      this.setCurrentUser(this.emailOf(account));
    });
    this.pending = challenge;
    throw secondFactorRequired(challenge);
  };

  pendingSignIn = (): SecondFactorChallenge | null => this.pending;

  signUp = async (typedEmail: string, password: string): Promise<void> => {
    await this.settle();
    const email = typedEmail.toLowerCase();
    // Sign-up names what is missing before what is malformed, unless both are missing.
    if (!email && password) throw serviceError("missing-email");
    if (email && !password) throw serviceError("missing-password");
    this.checkEmail(email);
    if (this.accounts.has(email)) throw serviceError("email-already-in-use");
    this.refuseWeakPassword(password);
    this.addAccount(email, { password });
    this.setCurrentUser(email);
  };

  signOut = async (): Promise<void> => {
    await this.settle();
    this.setCurrentUser(null);
  };

  /** Every call answers asynchronously, after any hold, and fails if a failure was queued. */
  private async settle(): Promise<void> {
    const failure = this.nextFailure;
    this.nextFailure = null;
    await this.gate;
    if (failure !== null) throw errorFromMessage(failure);
  }

  private checkEmail(email: string): void {
    if (!/^[^@]+@[^@]+$/.test(email)) throw serviceError("invalid-email");
  }

  private addAccount(email: string, fields: Partial<Account> & { password: string }): void {
    const uid = `uid-${this.accounts.size + 1}`;
    const account = {
      uid,
      displayName: null,
      disabled: false,
      emailVerified: false,
      secondFactors: [],
      ...fields,
    };
    this.accounts.set(email.toLowerCase(), account);
  }

  /** The address an account has now (a followed link may have changed it). */
  private emailOf(account: Account): string {
    const entry = [...this.accounts].find(([, one]) => one === account);
    if (!entry) throw serviceError("user-not-found");
    return entry[0];
  }

  /** Makes the account with this address, as it is now, or nobody the current user. */
  private setCurrentUser(typedEmail: string | null): void {
    const email = typedEmail?.toLowerCase() ?? null;
    const account = email === null ? null : this.accounts.get(email);
    if (account === undefined) throw new Error(`FakeIdentityService: no user ${String(email)}`);
    const user = account && {
      uid: account.uid,
      email,
      displayName: account.displayName,
      emailVerified: account.emailVerified,
    };
    this.currentUser = user;
    // Like the Firebase module: the listeners hear only of a change of user, or of their fields.
    if (JSON.stringify(user) === JSON.stringify(this.notified)) return;
    this.notified = user;
    for (const listener of this.listeners) listener(user);
  }

  /** An admin deletes the account: its session ends, as the app learns at checkSession. */
  adminDeleteAccount(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }

  /** An admin disables the account: its session ends, as with adminDeleteAccount. */
  adminDisableAccount(email: string): void {
    Object.assign(this.accounts.get(email.toLowerCase()) ?? {}, { disabled: true });
  }

  /** The address is verified elsewhere (another browser followed the link). */
  adminVerifyEmail(email: string): void {
    Object.assign(this.accounts.get(email.toLowerCase()) ?? {}, { emailVerified: true });
  }

  /**
   * The service mails the account the link that reverts the addition of its newest factor, as a
   * real project does once a factor is added. The emulator never sends it; nor does the fake
   * unasked.
   */
  adminMailRevertLink(typedEmail: string): void {
    const email = typedEmail.toLowerCase();
    const factor = this.accounts.get(email)?.secondFactors.at(-1);
    if (!factor) throw new Error(`FakeIdentityService: ${email} has no second factor`);
    this.mailbox.send({
      mode: "revertSecondFactorAddition",
      email,
      newEmail: null,
      continueUrl: null,
      factorId: factor.id,
    });
  }

  checkSession = async (): Promise<void> => {
    await this.settle();
    const email = this.currentUser?.email;
    if (email == null) return;
    // Re-read: a field changed elsewhere is reported, an ended session signed out.
    this.setCurrentUser(this.accounts.get(email)?.disabled === false ? email : null);
  };

  sendPasswordReset = async (typedEmail: string, continueUrl: string): Promise<void> => {
    await this.settle();
    const email = typedEmail.toLowerCase();
    if (!email) throw serviceError("missing-email");
    // Enumeration protection: an unknown address succeeds too, and nothing is mailed. Like the
    // emulator, the form of the address is not checked: a malformed one is just unknown.
    if (this.accounts.has(email)) {
      this.mailbox.send({ mode: "resetPassword", email, newEmail: null, continueUrl });
    }
  };

  checkActionCode = async (code: string) => {
    await this.settle();
    return this.mailbox.check(code);
  };

  applyActionCode = async (code: string): Promise<void> => {
    await this.settle();
    const letter = this.mailbox.take(code, [
      "verifyEmail",
      "verifyAndChangeEmail",
      "revertSecondFactorAddition",
    ]);
    const account = this.linkedAccount(letter.email);
    if (letter.mode === "revertSecondFactorAddition") {
      account.secondFactors = account.secondFactors.filter(({ id }) => id !== letter.factorId);
    } else {
      account.emailVerified = true;
    }
    if (letter.newEmail !== null) {
      this.accounts.delete(letter.email);
      this.accounts.set(letter.newEmail, account);
    }
    // As the Firebase module does: a signed-in user is re-read.
    if (this.currentUser?.uid === account.uid) this.setCurrentUser(letter.newEmail ?? letter.email);
  };

  confirmPasswordReset = async (code: string, newPassword: string): Promise<void> => {
    await this.settle();
    if (!newPassword) throw serviceError("missing-new-password");
    const { mode, email } = this.mailbox.find(code);
    if (mode !== "resetPassword") throw serviceError("invalid-action-code");
    this.refuseWeakPassword(newPassword);
    this.mailbox.take(code, [mode]);
    // The link proved the address: the service marks it verified.
    Object.assign(this.linkedAccount(email), { password: newPassword, emailVerified: true });
  };

  sendEmailVerification = async (continueUrl: string): Promise<void> => {
    await this.settle();
    const email = this.signedInEmail();
    this.mailbox.send({ mode: "verifyEmail", email, newEmail: null, continueUrl });
  };

  changePassword = async (currentPassword: string, newPassword: string): Promise<void> => {
    if (!newPassword) throw serviceError("missing-new-password");
    return this.reauthenticate(currentPassword, (account) => {
      this.refuseWeakPassword(newPassword);
      account.password = newPassword;
    });
  };

  changeEmail = (currentPassword: string, typedEmail: string, continueUrl: string) =>
    this.reauthenticate(currentPassword, () => {
      const newEmail = typedEmail.toLowerCase();
      if (!newEmail) throw serviceError("missing-new-email");
      // Like the emulator, the form of the new address is not checked.
      if (this.accounts.has(newEmail)) throw serviceError("email-already-in-use");
      const email = this.signedInEmail();
      this.mailbox.send({ mode: "verifyAndChangeEmail", email, newEmail, continueUrl });
    });

  deleteAccount = (currentPassword: string): Promise<void> =>
    this.reauthenticate(currentPassword, () => {
      this.accounts.delete(this.signedInEmail());
      this.setCurrentUser(null);
    });

  listSecondFactors = async (): Promise<SecondFactor[]> => {
    await this.settle();
    return this.signedInAccount().secondFactors.map(shown);
  };

  enrolPhone = (currentPassword: string, phoneNumber: string): Promise<PhoneEnrolment> =>
    this.reauthenticate(currentPassword, (account) => {
      this.refuseUnverified(account);
      // The emulator's checks of the number: international form, and not enrolled already.
      if (!phoneNumber.startsWith("+")) throw serviceError("invalid-phone-number");
      this.refuseEnrolledNumber(account, phoneNumber);
      const session = this.texts.send(phoneNumber);
      return {
        confirm: async (code, name) => {
          await this.settle();
          this.refuseEnrolledNumber(account, this.texts.use(session, code));
          account.secondFactors.push(this.newFactor("phone", name, phoneNumber, null));
        },
      };
    });

  enrolAuthenticatorApp = (currentPassword: string): Promise<AuthenticatorAppEnrolment> =>
    this.reauthenticate(currentPassword, (account) => {
      this.refuseUnverified(account);
      // The Auth emulator's answer to a TOTP enrolment, in the SDK's words.
      if (!this.authenticatorApps) {
        throw serviceError("invalid-argument", "((Missing phoneEnrollmentInfo.))");
      }
      const app = new TOTP({ issuer: AUTHENTICATOR_ISSUER, label: this.emailOf(account) });
      const secret = app.secret.base32;
      return {
        secret,
        uri: app.toString(),
        confirm: async (code, name) => {
          await this.settle();
          checkAppCode(secret, code);
          account.secondFactors.push(this.newFactor("authenticatorApp", name, null, secret));
        },
      };
    });

  removeSecondFactor = (currentPassword: string, factorId: string): Promise<void> =>
    this.reauthenticate(currentPassword, (account) => {
      const left = account.secondFactors.filter(({ id }) => id !== factorId);
      if (left.length === account.secondFactors.length) {
        throw serviceError("multi-factor-info-not-found");
      }
      account.secondFactors = left;
    });

  // As the Auth emulator, which has no password policy: the one rule every project enforces.
  checkNewPassword = (password: string): Promise<PasswordRuleCheck[]> =>
    Promise.resolve([{ rule: { kind: "minLength", length: 6 }, met: password.length >= 6 }]);

  sentMail = (): Promise<SentMail[]> => Promise.resolve(this.mailbox.sent());

  sentTexts = (): Promise<SentText[]> => Promise.resolve(this.texts.sent());

  private signedInEmail(): string {
    const email = this.currentUser?.email;
    if (email == null) throw serviceError("no-current-user");
    return email;
  }

  private signedInAccount(): Account {
    const account = this.accounts.get(this.signedInEmail());
    if (!account) throw serviceError("user-token-expired");
    return account;
  }

  /**
   * As the Firebase module does: the current password first, with sign-in's answers, then `change`.
   * An account with a second factor is asked for it: the call rejects with the challenge, and
   * `change` waits for the challenge to complete.
   */
  private async reauthenticate<Result>(
    password: string,
    change: (account: Account) => Result,
  ): Promise<Result> {
    await this.settle();
    const account = this.checkPassword(this.signedInEmail(), password);
    if (account.secondFactors.length === 0) return change(account);
    throw secondFactorRequired(this.challenge(account, () => change(account)));
  }

  /** A challenge for `account`'s factors, whose right code runs `complete`. */
  private challenge<Result>(
    account: Account,
    complete: () => Result,
  ): SecondFactorChallenge<Result> {
    const sessions = new Map<string, string>();
    const factor = (factorId: string) => {
      const found = account.secondFactors.find(({ id }) => id === factorId);
      if (!found) throw serviceError("multi-factor-info-not-found");
      return found;
    };
    return {
      // As the service gives them during a sign-in: a phone's number masked.
      factors: account.secondFactors.map((one) => ({
        ...shown(one),
        phoneNumber: one.phoneNumber && maskPhoneNumber(one.phoneNumber),
      })),
      sendCode: async (factorId) => {
        await this.settle();
        const { phoneNumber } = factor(factorId);
        if (phoneNumber === null) throw new Error("FakeIdentityService: an app is texted nothing");
        sessions.set(factorId, this.texts.send(phoneNumber));
      },
      complete: async (factorId, code) => {
        await this.settle();
        const { secret } = factor(factorId);
        if (secret === null) this.texts.use(sessions.get(factorId), code);
        else checkAppCode(secret, code);
        if (account.disabled) throw serviceError("user-disabled");
        return complete();
      },
    };
  }

  private newFactor(
    kind: SecondFactor["kind"],
    name: string | undefined,
    phoneNumber: string | null,
    secret: string | null,
  ): Factor {
    this.factorCount += 1;
    // As the SDK gives an enrolment time: in UTC, to the second.
    const addedAt = new Date().toUTCString();
    return {
      id: `factor-${this.factorCount}`,
      kind,
      name: name || null,
      phoneNumber,
      addedAt,
      secret,
    };
  }

  private refuseUnverified(account: Account): void {
    if (!account.emailVerified) throw serviceError("unverified-email");
  }

  private refuseEnrolledNumber(account: Account, phoneNumber: string): void {
    if (account.secondFactors.some((factor) => factor.phoneNumber === phoneNumber)) {
      throw serviceError("second-factor-already-in-use");
    }
  }

  private checkPassword(email: string, password: string): Account {
    if (!password) throw serviceError("missing-password");
    // Enumeration protection: an unknown e-mail and a wrong password get the same answer.
    const account = this.accounts.get(email);
    if (account?.password !== password) throw serviceError("invalid-credential");
    return account;
  }

  /** The account a code was mailed for; once it is gone, the service refuses the code. */
  private linkedAccount(email: string): Account {
    const account = this.accounts.get(email);
    if (!account) throw serviceError("invalid-action-code");
    return account;
  }

  private refuseWeakPassword(password: string): void {
    if (password.length < 6) {
      throw serviceError("weak-password", "Password should be at least 6 characters");
    }
  }
}

/** The issuer an authenticator app shows beside the account's address. */
const AUTHENTICATOR_ISSUER = "Fake project";

/** The refusal of a call that waits for a second factor, carrying the challenge that completes it. */
function secondFactorRequired(challenge: SecondFactorChallenge<unknown>): Error {
  return Object.assign(serviceError(SECOND_FACTOR_REQUIRED.replace("auth/", "")), { challenge });
}

/** As the Auth emulator masks a number: every digit but the last four is a star. */
function maskPhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\d(?=(?:\D*\d){4})/g, "*");
}

/** A factor as the service gives it: an app's secret stays with the service. */
function shown({ id, kind, name, phoneNumber, addedAt }: Factor): SecondFactor {
  return { id, kind, name, phoneNumber, addedAt };
}

/** Accepts the app's code for now, or the one just before or after (a clock a little off). */
function checkAppCode(secret: string, code: string): void {
  if (TOTP.validate({ token: code, secret: Secret.fromBase32(secret), window: 1 }) === null) {
    throw serviceError("invalid-verification-code");
  }
}
