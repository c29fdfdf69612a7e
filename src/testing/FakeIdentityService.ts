import { type Mock, vi } from "vitest";
import type {
  IdentityService,
  PhoneEnrolment,
  SecondFactor,
  SecondFactorChallenge,
  SentMail,
  SentText,
  User,
} from "../auth/IdentityService";
import { secondFactorRequired, serviceError } from "./serviceError";

/** The code that completes every challenge and confirms every enrolment: the fake texts nothing. */
export const FAKE_CODE = "123456";

/**
 * A factor an account starts with: a phone by its number, or an authenticator app (its secret is
 * not checked: FAKE_CODE is its code too).
 */
export type SeedFactor = { name?: string } & ({ phoneNumber: string } | { secret: string });

export interface SeedUser {
  email: string;
  password: string;
  emailVerified?: boolean;
  disabled?: boolean;
  displayName?: string;
  secondFactors?: SeedFactor[];
}

/** A challenge whose calls a test can inspect, or answer itself (`mockRejectedValueOnce`). */
export type FakeChallenge = SecondFactorChallenge & {
  sendCode: Mock<SecondFactorChallenge["sendCode"]>;
  complete: Mock<SecondFactorChallenge["complete"]>;
};

/**
 * An answer a test gives when it chooses, to see the app while a call is under way:
 * `identity.signIn.mockReturnValueOnce(later.promise)`, then `later.reject(serviceError(...))`.
 */
export function answerLater<T = void>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

interface Account {
  uid: string;
  password: string;
  displayName: string | null;
  emailVerified: boolean;
  disabled: boolean;
  factors: SecondFactor[];
  /** How many times its sessions were all ended (signOutEverywhere). */
  revocations: number;
}

type Call = (...args: never[]) => Promise<unknown>;

/**
 * An in-memory identity service for component tests. Every call is a `vi.fn`, so a test can
 * check what the app asked (`toHaveBeenCalledWith`) and state the service's answer itself
 * (`mockResolvedValueOnce`, `mockRejectedValueOnce` with serviceError.ts). By default the session
 * behaves like the service (the same contract runs on both); the other calls it plays answer as
 * the app needs to go on (see each), and nothing is mailed or texted: FAKE_CODE is every code.
 * The calls it does not play (sending a link, using a code, a change once confirmed) resolve with
 * nothing until a test says otherwise.
 */
export class FakeIdentityService implements IdentityService {
  // Shared with anotherBrowser()'s: one service, several browsers.
  private accounts = new Map<string, Account>();
  private readonly listeners = new Set<(user: User | null) => void>();
  private user: User | null = null;
  // The account's revocations when this browser's session began: a later one ends it.
  private sessionRevocations = 0;
  // What the listeners heard last, as JSON: the same user again is not reported.
  private reported = "null";
  private pending: FakeChallenge | null = null;
  private told: string | null = null;
  private gate: Promise<void> | null = null;
  // Ids are counted, never reused: deleting an account or a factor frees none.
  private accountsMade = 0;
  private factorsMade = 0;

  constructor({ users = [], signedInAs }: { users?: SeedUser[]; signedInAs?: string } = {}) {
    for (const { email, ...seed } of users) this.addAccount(email.toLowerCase(), seed);
    if (signedInAs !== undefined) this.startSession(signedInAs.toLowerCase());
  }

  /** Another browser on the same accounts, nobody signed in: where else the user may sign in. */
  anotherBrowser(): FakeIdentityService {
    const other = new FakeIdentityService();
    other.accounts = this.accounts;
    return other;
  }

  /** Makes every call (but those a test answers itself) wait until the returned function runs. */
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

  /** An admin deletes the account: its session ends, as the app learns at checkSession. */
  adminDeleteAccount(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }

  /** An admin disables the account: its session ends, as with adminDeleteAccount. */
  adminDisableAccount(email: string): void {
    this.account(email).disabled = true;
  }

  /** The address is verified elsewhere (another browser followed the link). */
  adminVerifyEmail(email: string): void {
    this.account(email).emailVerified = true;
  }

  // The session, as the service has it: the first report comes asynchronously (so the app's
  // loading state shows), and a listener hears only of a change.
  onUserChanged = vi.fn<IdentityService["onUserChanged"]>((listener) => {
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.user);
    });
    return () => {
      this.listeners.delete(listener);
    };
  });

  // The checks in the service's order, with its codes; addresses kept in lower case.
  signIn = this.answer<IdentityService["signIn"]>((typed, password) => {
    this.pending = null;
    const email = typed.toLowerCase();
    const account = this.checkPassword(email, password);
    if (account.disabled) throw serviceError("user-disabled");
    if (account.factors.length === 0) {
      this.startSession(email);
      return;
    }
    const challenge = this.challenge(account, () => {
      // A later sign-in's challenge stays pending.
      if (this.pending === challenge) this.pending = null;
      this.startSession(email);
    });
    this.pending = challenge;
    throw secondFactorRequired(challenge);
  });

  signUp = this.answer<IdentityService["signUp"]>((typed, password) => {
    const email = typed.toLowerCase();
    // What is missing comes before what is malformed, unless both are missing.
    if (!email && password) throw serviceError("missing-email");
    if (email && !password) throw serviceError("missing-password");
    checkEmail(email);
    if (this.accounts.has(email)) throw serviceError("email-already-in-use");
    if (password.length < 6) {
      throw serviceError("weak-password", "Password should be at least 6 characters");
    }
    this.addAccount(email, { password });
    this.startSession(email);
  });

  signOut = this.answer<IdentityService["signOut"]>(() => {
    this.setUser(null);
  });

  checkSession = this.answer<IdentityService["checkSession"]>(() => {
    const email = this.user?.email;
    if (email == null) return;
    const account = this.accounts.get(email);
    const stands = account?.disabled === false && account.revocations === this.sessionRevocations;
    this.setUser(stands ? email : null);
  });

  /** The language the service was last told to write in (setLanguage), null before. */
  get language(): string | null {
    return this.told;
  }

  // Recorded at once, as the deferred service keeps it before the SDK loads: not held.
  setLanguage = vi.fn<IdentityService["setLanguage"]>((code) => {
    this.told = code;
    return Promise.resolve();
  });

  /** The sign-in waiting for its second factor: complete it with FAKE_CODE. */
  pendingSignIn = vi.fn((): FakeChallenge | null => this.pending);

  sendPasswordReset = this.answer<IdentityService["sendPasswordReset"]>(() => undefined);

  // No mailed link can be read unless a test says what it holds.
  checkActionCode = this.answer<IdentityService["checkActionCode"]>(() => {
    throw serviceError("invalid-action-code");
  });

  applyActionCode = this.answer<IdentityService["applyActionCode"]>(() => undefined);
  confirmPasswordReset = this.answer<IdentityService["confirmPasswordReset"]>(() => undefined);

  /** Checks the signed-in user's password as signIn does; an account with factors is challenged. */
  confirmPassword = this.answer<IdentityService["confirmPassword"]>((password) => {
    const account = this.checkPassword(this.user?.email ?? "", password);
    if (account.factors.length > 0) {
      throw secondFactorRequired(this.challenge(account, () => undefined));
    }
  });

  sendEmailVerification = this.answer<IdentityService["sendEmailVerification"]>(() => undefined);
  changePassword = this.answer<IdentityService["changePassword"]>(() => undefined);
  changeEmail = this.answer<IdentityService["changeEmail"]>(() => undefined);

  deleteAccount = this.answer<IdentityService["deleteAccount"]>(() => {
    this.accounts.delete(this.signedIn().email);
    this.setUser(null);
  });

  signOutEverywhere = this.answer<IdentityService["signOutEverywhere"]>(() => {
    this.signedIn().account.revocations += 1;
    this.setUser(null);
  });

  // As the Auth emulator, which has no password policy: the one rule every project enforces.
  checkNewPassword = this.answer<IdentityService["checkNewPassword"]>((password) => [
    { rule: { kind: "minLength", length: 6 }, met: password.length >= 6 },
  ]);

  listSecondFactors = this.answer<IdentityService["listSecondFactors"]>(() =>
    this.signedIn().account.factors.map((factor) => ({ ...factor })),
  );

  enrolPhone = this.answer<IdentityService["enrolPhone"]>((phoneNumber) => {
    const { account } = this.signedIn();
    return {
      confirm: this.answer<PhoneEnrolment["confirm"]>((code, name) => {
        checkCode(code);
        account.factors.push(this.newFactor({ name, phoneNumber }));
      }),
    };
  });

  // The Auth emulator's answer to an app's enrolment (a test of a real project's says its own).
  enrolAuthenticatorApp = this.answer<IdentityService["enrolAuthenticatorApp"]>(() => {
    throw serviceError("invalid-argument", "((Missing phoneEnrollmentInfo.))");
  });

  removeSecondFactor = this.answer<IdentityService["removeSecondFactor"]>((factorId) => {
    const { account } = this.signedIn();
    account.factors = account.factors.filter(({ id }) => id !== factorId);
  });

  /** The emulator's inbox, empty: a test that needs mail or texts in it says what they are. */
  inbox = {
    sentMail: vi.fn(() => Promise.resolve<SentMail[]>([])),
    sentTexts: vi.fn(() => Promise.resolve<SentText[]>([])),
  };

  /** A member: a `vi.fn` whose own answer comes asynchronously, after any hold. */
  private answer<F extends Call>(
    impl: (...args: Parameters<F>) => Awaited<ReturnType<F>>,
  ): Mock<F> {
    return vi.fn(async (...args: Parameters<F>) => {
      await this.gate;
      return impl(...args);
    }) as unknown as Mock<F>;
  }

  /** Makes the account with this address, as it is now, or nobody the current user. */
  private setUser(email: string | null): void {
    const account = email === null ? null : this.account(email);
    this.user = account && {
      uid: account.uid,
      email,
      displayName: account.displayName,
      emailVerified: account.emailVerified,
    };
    const report = JSON.stringify(this.user);
    if (report === this.reported) return;
    this.reported = report;
    for (const listener of this.listeners) listener(this.user);
  }

  private startSession(email: string): void {
    this.sessionRevocations = this.account(email).revocations;
    this.setUser(email);
  }

  private addAccount(
    email: string,
    { password, secondFactors = [], ...fields }: Omit<SeedUser, "email">,
  ) {
    this.accountsMade += 1;
    this.accounts.set(email, {
      uid: `uid-${this.accountsMade}`,
      password,
      displayName: fields.displayName ?? null,
      emailVerified: fields.emailVerified ?? false,
      disabled: fields.disabled ?? false,
      factors: secondFactors.map((seed) => this.newFactor(seed)),
      revocations: 0,
    });
  }

  private account(email: string): Account {
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new Error(`FakeIdentityService: no user ${email}`);
    return account;
  }

  /** The signed-in account and its address, which the changes need. */
  private signedIn(): { email: string; account: Account } {
    const email = this.user?.email;
    const account = email == null ? undefined : this.accounts.get(email);
    if (email == null || !account) throw serviceError("no-current-user");
    return { email, account };
  }

  private checkPassword(email: string, password: string): Account {
    checkEmail(email);
    if (!password) throw serviceError("missing-password");
    // An unknown address and a wrong password get the same answer (enumeration protection).
    const account = this.accounts.get(email);
    if (account?.password !== password) throw serviceError("invalid-credential");
    return account;
  }

  /** A challenge for `account`'s factors: FAKE_CODE completes it, and `onComplete` runs. */
  private challenge(account: Account, onComplete: () => void): FakeChallenge {
    return {
      factors: account.factors.map((factor) => ({ ...factor })),
      sendCode: this.answer<SecondFactorChallenge["sendCode"]>(() => undefined),
      complete: this.answer<SecondFactorChallenge["complete"]>((_factorId, code) => {
        checkCode(code);
        onComplete();
      }),
    };
  }

  private newFactor(seed: SeedFactor): SecondFactor {
    this.factorsMade += 1;
    return {
      id: `factor-${this.factorsMade}`,
      kind: "phoneNumber" in seed ? "phone" : "authenticatorApp",
      name: seed.name || null,
      phoneNumber: "phoneNumber" in seed ? seed.phoneNumber : null,
      // As the SDK gives an enrolment time: in UTC, to the second.
      addedAt: new Date().toUTCString(),
    };
  }
}

function checkEmail(email: string): void {
  if (!/^[^@]+@[^@]+$/.test(email)) throw serviceError("invalid-email");
}

function checkCode(code: string): void {
  if (code !== FAKE_CODE) throw serviceError("invalid-verification-code");
}
