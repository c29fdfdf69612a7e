import type { IdentityService, SentMail, User } from "../auth/IdentityService";
import { FakeMailbox } from "./FakeMailbox";
import { errorFromMessage, serviceError } from "./serviceError";

interface Account {
  uid: string;
  password: string;
  displayName: string | null;
  disabled: boolean;
  emailVerified: boolean;
}

interface SeedUser {
  email: string;
  password: string;
  displayName?: string;
  emailVerified?: boolean;
}

type Listener = (user: User | null) => void;

const WEAK_PASSWORD = "Password should be at least 6 characters";

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
    for (const { email, password, displayName = null, emailVerified = false } of users) {
      this.addAccount(email, password, displayName);
      if (emailVerified) this.adminVerifyEmail(email);
    }
    if (signedInAs !== undefined) this.setCurrentUser(signedInAs);
  }

  get listenerCount(): number {
    return this.listeners.size;
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
    if (!password) throw serviceError("missing-password");
    // Enumeration protection: an unknown e-mail and a wrong password get the same answer.
    const account = this.accounts.get(email);
    if (account?.password !== password) throw serviceError("invalid-credential");
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
    if (password.length < 6) {
      throw serviceError("weak-password", WEAK_PASSWORD);
    }
    this.addAccount(email, password, null);
    this.setCurrentUser(email);
  };

  signOut = async (): Promise<void> => {
    await this.settle();
    this.currentUser = null;
    this.notify();
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

  private addAccount(email: string, password: string, displayName: string | null): void {
    const uid = `uid-${this.accounts.size + 1}`;
    const account = { uid, password, displayName, disabled: false, emailVerified: false };
    this.accounts.set(email.toLowerCase(), account);
  }

  private setCurrentUser(typedEmail: string): void {
    const email = typedEmail.toLowerCase();
    const account = this.accounts.get(email);
    if (!account) throw new Error(`FakeIdentityService: no user ${email}`);
    const { uid, displayName, emailVerified } = account;
    this.currentUser = { uid, email, displayName, emailVerified };
    this.notify();
  }

  /** Like the Firebase module, tells the listeners only when the user or a field of theirs changes. */
  private notify(): void {
    const user = this.currentUser;
    const last = this.notified;
    if (user === last || (user && last && JSON.stringify(user) === JSON.stringify(last))) return;
    this.notified = user;
    for (const listener of this.listeners) listener(user);
  }

  /** An admin deletes the account: its session ends, as the app learns at checkSession. */
  adminDeleteAccount(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }

  /** An admin disables the account: its session ends, as with adminDeleteAccount. */
  adminDisableAccount(email: string): void {
    const account = this.accounts.get(email.toLowerCase());
    if (account) account.disabled = true;
  }

  /** The address is verified elsewhere (another browser followed the link). */
  adminVerifyEmail(email: string): void {
    const account = this.accounts.get(email.toLowerCase());
    if (account) account.emailVerified = true;
  }

  checkSession = async (): Promise<void> => {
    await this.settle();
    const email = this.currentUser?.email;
    if (email == null) return;
    // Re-read: a field changed elsewhere is reported, an ended session signed out.
    if (this.accounts.get(email)?.disabled === false) {
      this.setCurrentUser(email);
      return;
    }
    this.currentUser = null;
    this.notify();
  };

  sendPasswordReset = async (typedEmail: string, continueUrl: string): Promise<void> => {
    await this.settle();
    const email = typedEmail.toLowerCase();
    if (!email) throw serviceError("missing-email");
    this.checkEmail(email);
    // Enumeration protection: an unknown address succeeds too, and nothing is mailed.
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
    const account = this.accounts.get(letter.email);
    if (!account) throw serviceError("user-not-found");
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
    const { email } = this.mailbox.check(code);
    this.checkNewPassword(newPassword);
    this.mailbox.take(code, ["resetPassword"]);
    const account = this.accounts.get(email);
    if (account) account.password = newPassword;
  };

  sendEmailVerification = async (continueUrl: string): Promise<void> => {
    await this.settle();
    const email = this.signedInEmail();
    this.mailbox.send({ mode: "verifyEmail", email, newEmail: null, continueUrl });
  };

  changePassword = async (currentPassword: string, newPassword: string): Promise<void> => {
    const account = await this.reauthenticate(currentPassword);
    this.checkNewPassword(newPassword);
    account.password = newPassword;
  };

  changeEmail = async (currentPassword: string, typedEmail: string, continueUrl: string) => {
    await this.reauthenticate(currentPassword);
    const newEmail = typedEmail.toLowerCase();
    if (!newEmail) throw serviceError("missing-new-email");
    this.checkEmail(newEmail);
    if (this.accounts.has(newEmail)) throw serviceError("email-already-in-use");
    const email = this.signedInEmail();
    this.mailbox.send({ mode: "verifyAndChangeEmail", email, newEmail, continueUrl });
  };

  deleteAccount = async (currentPassword: string): Promise<void> => {
    await this.reauthenticate(currentPassword);
    this.accounts.delete(this.signedInEmail());
    this.currentUser = null;
    this.notify();
  };

  sentMail = (): Promise<SentMail[]> => Promise.resolve(this.mailbox.sent());

  private signedInEmail(): string {
    const email = this.currentUser?.email;
    if (email == null) throw serviceError("no-current-user");
    return email;
  }

  /** As the Firebase module does: the current password first, with sign-in's answers. */
  private async reauthenticate(password: string): Promise<Account> {
    await this.settle();
    const account = this.accounts.get(this.signedInEmail());
    if (!password) throw serviceError("missing-password");
    if (account?.password !== password) throw serviceError("invalid-credential");
    return account;
  }

  private checkNewPassword(password: string): void {
    if (password.length < 6) throw serviceError("weak-password", WEAK_PASSWORD);
  }
}
