import type { IdentityService, User } from "../auth/IdentityService";

interface Account {
  uid: string;
  password: string;
  displayName: string | null;
  disabled: boolean;
}

interface SeedUser {
  email: string;
  password: string;
  displayName?: string;
}

type Listener = (user: User | null) => void;

/** The SDK's own wording, so tests see what users of the real app see. */
function firebaseError(code: string): Error {
  return new Error(`Firebase: Error (auth/${code}).`);
}

/**
 * An in-memory identity service that behaves like Firebase Authentication for the app's purposes.
 * Members are arrow functions because pages pass them on unbound (`onSubmit={identity.signIn}`).
 */
export class FakeIdentityService implements IdentityService {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<Listener>();
  private currentUser: User | null = null;
  private notifiedUid: string | null = null;
  private gate: Promise<void> | null = null;
  private nextFailure: string | null = null;

  constructor({ users = [], signedInAs }: { users?: SeedUser[]; signedInAs?: string } = {}) {
    for (const { email, password, displayName = null } of users) {
      this.addAccount(email, password, displayName);
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
    if (!password) throw firebaseError("missing-password");
    // Enumeration protection: an unknown e-mail and a wrong password get the same answer.
    const account = this.accounts.get(email);
    if (account?.password !== password) throw firebaseError("invalid-credential");
    if (account.disabled) throw firebaseError("user-disabled");
    this.setCurrentUser(email);
  };

  signUp = async (typedEmail: string, password: string): Promise<void> => {
    await this.settle();
    const email = typedEmail.toLowerCase();
    // Sign-up names what is missing before what is malformed, unless both are missing.
    if (!email && password) throw firebaseError("missing-email");
    if (email && !password) throw firebaseError("missing-password");
    this.checkEmail(email);
    if (this.accounts.has(email)) throw firebaseError("email-already-in-use");
    if (password.length < 6) {
      throw new Error("Firebase: Password should be at least 6 characters (auth/weak-password).");
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
    if (failure !== null) throw new Error(failure);
  }

  private checkEmail(email: string): void {
    if (!/^[^@]+@[^@]+$/.test(email)) throw firebaseError("invalid-email");
  }

  private addAccount(email: string, password: string, displayName: string | null): void {
    const uid = `uid-${this.accounts.size + 1}`;
    this.accounts.set(email.toLowerCase(), { uid, password, displayName, disabled: false });
  }

  private setCurrentUser(typedEmail: string): void {
    const email = typedEmail.toLowerCase();
    const account = this.accounts.get(email);
    if (!account) throw new Error(`FakeIdentityService: no user ${email}`);
    this.currentUser = {
      uid: account.uid,
      email,
      displayName: account.displayName,
    };
    this.notify();
  }

  /** Like Firebase, tells the listeners only when the signed-in user changes. */
  private notify(): void {
    const uid = this.currentUser?.uid ?? null;
    if (uid === this.notifiedUid) return;
    this.notifiedUid = uid;
    for (const listener of this.listeners) listener(this.currentUser);
  }

  /** Deletes the account on the "service": its session ends, as the app learns at checkSession. */
  deleteAccount(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }

  /** Disables the account on the "service": its session ends, as with deleteAccount. */
  disableAccount(email: string): void {
    const account = this.accounts.get(email.toLowerCase());
    if (account) account.disabled = true;
  }

  checkSession = async (): Promise<void> => {
    await this.settle();
    const email = this.currentUser?.email;
    if (email == null) return;
    const account = this.accounts.get(email);
    if (!account || account.disabled) {
      this.currentUser = null;
      this.notify();
    }
  };
}
