import type { IdentityService, PasswordRuleCheck, SentMail, User } from "../auth/IdentityService";
import { FakeMailbox } from "./FakeMailbox";
import { errorFromMessage, serviceError } from "./serviceError";

interface Account {
  uid: string;
  password: string;
  displayName: string | null;
  disabled: boolean;
  emailVerified: boolean;
}

type SeedUser = Partial<Omit<Account, "uid">> & { email: string; password: string };

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
  private gate: Promise<void> | null = null;
  private nextFailure: string | null = null;

  constructor({ users = [], signedInAs }: { users?: SeedUser[]; signedInAs?: string } = {}) {
    for (const { email, ...fields } of users) this.addAccount(email, fields);
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

  /** Makes the next call (sign-in, sign-up or sign-out) reject with this message. */
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
    await this.settle();
    const email = typedEmail.toLowerCase();
    this.checkEmail(email);
    const account = this.checkPassword(email, password);
    if (account.disabled) throw serviceError("user-disabled");
    this.setCurrentUser(email);
  };

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
    const account = { uid, displayName: null, disabled: false, emailVerified: false, ...fields };
    this.accounts.set(email.toLowerCase(), account);
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
    const letter = this.mailbox.take(code, ["verifyEmail", "verifyAndChangeEmail"]);
    const account = this.linkedAccount(letter.email);
    account.emailVerified = true;
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
    const account = await this.reauthenticate(currentPassword);
    this.refuseWeakPassword(newPassword);
    account.password = newPassword;
  };

  changeEmail = async (currentPassword: string, typedEmail: string, continueUrl: string) => {
    await this.reauthenticate(currentPassword);
    const newEmail = typedEmail.toLowerCase();
    if (!newEmail) throw serviceError("missing-new-email");
    // Like the emulator, the form of the new address is not checked.
    if (this.accounts.has(newEmail)) throw serviceError("email-already-in-use");
    const email = this.signedInEmail();
    this.mailbox.send({ mode: "verifyAndChangeEmail", email, newEmail, continueUrl });
  };

  deleteAccount = async (currentPassword: string): Promise<void> => {
    await this.reauthenticate(currentPassword);
    this.accounts.delete(this.signedInEmail());
    this.setCurrentUser(null);
  };

  // As the Auth emulator, which has no password policy: the one rule every project enforces.
  checkNewPassword = (password: string): Promise<PasswordRuleCheck[]> =>
    Promise.resolve([{ rule: { kind: "minLength", length: 6 }, met: password.length >= 6 }]);

  sentMail = (): Promise<SentMail[]> => Promise.resolve(this.mailbox.sent());

  private signedInEmail(): string {
    const email = this.currentUser?.email;
    if (email == null) throw serviceError("no-current-user");
    return email;
  }

  /** As the Firebase module does: the current password first, with sign-in's answers. */
  private async reauthenticate(password: string): Promise<Account> {
    await this.settle();
    return this.checkPassword(this.signedInEmail(), password);
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
