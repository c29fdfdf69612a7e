import { prettyFormat } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { deferIdentity } from "./deferredIdentity";
import type { EmulatorInbox } from "./EmulatorInbox";
import type { IdentityService, SecondFactorChallenge, User } from "./IdentityService";

const ADA_EMAIL = "ada@example.com";
const ada: User = { uid: "ada", email: ADA_EMAIL, displayName: null, emailVerified: true };

/**
 * A loaded service whose calls are mocks, and whose reports the test makes: `report(user)` tells
 * every listener subscribed to it.
 */
function loadedService() {
  const listeners = new Set<(user: User | null) => void>();
  const service: Record<string, unknown> = {
    onUserChanged: vi.fn((listener: (user: User | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    pendingSignIn: vi.fn(() => null),
  };
  return {
    service,
    identity: service as unknown as IdentityService,
    report: (user: User | null) => {
      for (const listener of listeners) listener(user);
    },
    listeners,
  };
}

/** A load of the service's code that the test completes, or fails, when it chooses. */
function heldLoad(identity: IdentityService) {
  const loaded = { identity };
  const pending: { resolve?: (value: typeof loaded) => void; reject?: (error: Error) => void } = {};
  const loadService = vi.fn(
    () =>
      new Promise<typeof loaded>((resolve, reject) => Object.assign(pending, { resolve, reject })),
  );
  return {
    loadService,
    loaded,
    finish: () => {
      pending.resolve?.(loaded);
    },
    fail: (error: Error) => {
      pending.reject?.(error);
    },
  };
}

const NO_SESSION = { mayHaveSession: false, inbox: null };
const MAY_HAVE_SESSION = { mayHaveSession: true, inbox: null };

type Call = (...args: unknown[]) => Promise<unknown>;

/** The members answered before the load, without loading anything: the others are calls. */
const ANSWERED_AT_ONCE = ["onUserChanged", "pendingSignIn", "setLanguage", "inbox"];

describe("deferIdentity", () => {
  it("reports a browser without a session signed out in a microtask, loading nothing", async () => {
    const { loadService } = heldLoad(loadedService().identity);
    const { identity } = deferIdentity(loadService, NO_SESSION);
    const listener = vi.fn();

    identity.onUserChanged(listener);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();

    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(loadService).not.toHaveBeenCalled();
  });

  it("reports nothing to a browser that may hold a session until the service reports", async () => {
    const service = loadedService();
    const held = heldLoad(service.identity);
    const { identity, load } = deferIdentity(held.loadService, MAY_HAVE_SESSION);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const loading = load();
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();

    held.finish();
    await loading;
    expect(listener).not.toHaveBeenCalled();
    service.report(null);

    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
  });

  it.each([
    ["signIn", [ADA_EMAIL, "password"]],
    ["listSecondFactors", []],
    ["changeEmail", ["new@example.com", "https://app.example/account"]],
  ] as const)(
    "forwards %s, made before the load, and answers as the loaded call does",
    async (name, args) => {
      const { service, identity: loadedIdentity } = loadedService();
      const loadedCall = vi
        .fn()
        .mockResolvedValueOnce(`${name}'s answer`)
        .mockRejectedValueOnce(new Error(`${name} refused`));
      service[name] = loadedCall;
      const held = heldLoad(loadedIdentity);
      const call = Reflect.get(deferIdentity(held.loadService, NO_SESSION).identity, name) as Call;

      const answered = call(...args);
      expect(held.loadService).toHaveBeenCalledOnce();
      held.finish();

      await expect(answered).resolves.toBe(`${name}'s answer`);
      await expect(call(...args)).rejects.toThrow(`${name} refused`);
      expect(loadedCall.mock.calls).toEqual([args, args]);
    },
  );

  // The compiler checks each member's type, not that it makes the call of its own name.
  it("makes each call on the loaded service, as its method, by the call's own name", async () => {
    const { service, identity: loadedIdentity } = loadedService();
    const { identity } = deferIdentity(
      () => Promise.resolve({ identity: loadedIdentity }),
      NO_SESSION,
    );
    const names = Object.keys(identity).filter((name) => !ANSWERED_AT_ONCE.includes(name));
    for (const name of names) {
      service[name] = function (this: unknown) {
        return Promise.resolve({ name, self: this });
      };
    }

    for (const name of names) {
      const call = Reflect.get(identity, name) as Call;
      await expect(call(), name).resolves.toEqual({ name, self: service });
    }
    expect(names).toHaveLength(19);
  });

  it("starts nothing when printed or turned into JSON", () => {
    const loadService = vi.fn(() => Promise.reject(new Error("offline")));
    const { identity } = deferIdentity(loadService, NO_SESSION);

    expect(JSON.stringify(identity)).toBe('{"inbox":null}');
    // The printer of Jest's and Testing Library's messages, which calls a toJSON it finds.
    expect(prettyFormat.format(identity)).toMatch(/"signIn": \[Function/);
    expect(loadService).not.toHaveBeenCalled();
  });

  it("gives one function for each call, the same every time it is read", () => {
    const { identity } = deferIdentity(heldLoad(loadedService().identity).loadService, NO_SESSION);

    expect(identity.signIn).toBe(identity.signIn);
    expect(identity.signIn).not.toBe(identity.signUp);
  });

  it("loads the service's code once for calls made together, and once only", async () => {
    const { service, identity: loadedIdentity } = loadedService();
    service.checkSession = vi.fn(() => Promise.resolve());
    service.signOut = vi.fn(() => Promise.resolve());
    const held = heldLoad(loadedIdentity);
    const { identity, load } = deferIdentity(held.loadService, MAY_HAVE_SESSION);

    const answers = [identity.checkSession(), identity.signOut(), load()];
    expect(held.loadService).toHaveBeenCalledOnce();
    held.finish();
    await Promise.all(answers);
    await identity.checkSession();

    await expect(load()).resolves.toBe(held.loaded);
    expect(held.loadService).toHaveBeenCalledOnce();
    expect(service.checkSession).toHaveBeenCalledTimes(2);
  });

  it("rejects a call with a failed load's error, and tries the load again at the next call", async () => {
    const { service, identity: loadedIdentity, report } = loadedService();
    service.signIn = vi.fn(() => Promise.resolve());
    const held = heldLoad(loadedIdentity);
    const { identity } = deferIdentity(held.loadService, NO_SESSION);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const offline = new Error("offline");

    const refused = identity.signIn(ADA_EMAIL, "password");
    held.fail(offline);
    await expect(refused).rejects.toBe(offline);

    const signedIn = identity.signIn(ADA_EMAIL, "password");
    held.finish();
    await signedIn;

    expect(held.loadService).toHaveBeenCalledTimes(2);
    // A listener from before the failed load follows the service once it has loaded.
    report(ada);
    expect(listener).toHaveBeenLastCalledWith(ada);
  });

  /** What a listener subscribed before the load hears once the loaded service reports `reports`. */
  async function heardAfterLoad(...reports: (User | null)[]) {
    const service = loadedService();
    const { identity, load } = deferIdentity(() => Promise.resolve(service), NO_SESSION);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    await load();
    for (const user of reports) service.report(user);
    return listener.mock.calls;
  }

  it("does not say signed out twice: once at once, not again when the service first says it", async () => {
    expect(await heardAfterLoad(null, ada, null)).toEqual([[null], [ada], [null]]);
  });

  it("passes on the service's first report when it names a user, and every report after as it is", async () => {
    // The second ada is the service's to leave out, not the deferral's.
    expect(await heardAfterLoad(ada, ada, null)).toEqual([[null], [ada], [ada], [null]]);
  });

  it("neither reports to nor subscribes a listener that left before the service loaded", async () => {
    const service = loadedService();
    const { identity, load } = deferIdentity(() => Promise.resolve(service), NO_SESSION);
    const listener = vi.fn();

    identity.onUserChanged(listener)();
    await load();
    service.report(ada);

    expect(listener).not.toHaveBeenCalled();
    expect(service.listeners.size).toBe(0);
  });

  it("subscribes a listener that comes after the load to the service itself, until it leaves", async () => {
    const service = loadedService();
    const { identity, load } = deferIdentity(() => Promise.resolve(service), NO_SESSION);
    await load();
    const listener = vi.fn();

    const unsubscribe = identity.onUserChanged(listener);
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled(); // the service, loaded, says who is signed in
    service.report(ada);
    expect(listener).toHaveBeenCalledExactlyOnceWith(ada);

    unsubscribe();
    service.report(null);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("unsubscribes from the service a listener that came before the load", async () => {
    const service = loadedService();
    const { identity, load } = deferIdentity(() => Promise.resolve(service), MAY_HAVE_SESSION);
    const listener = vi.fn();
    const unsubscribe = identity.onUserChanged(listener);
    await load();
    service.report(null);

    unsubscribe();
    service.report(ada);

    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("has no sign-in pending before the service's code has loaded, and the service's after", async () => {
    const { service, identity: loadedIdentity } = loadedService();
    const challenge: SecondFactorChallenge = {
      factors: [],
      sendCode: () => Promise.resolve(),
      complete: () => Promise.resolve(),
    };
    service.pendingSignIn = () => challenge;
    const held = heldLoad(loadedIdentity);
    const { identity, load } = deferIdentity(held.loadService, NO_SESSION);

    expect(identity.pendingSignIn()).toBeNull();
    expect(held.loadService).not.toHaveBeenCalled();

    const loading = load();
    held.finish();
    await loading;
    expect(identity.pendingSignIn()).toBe(challenge);
  });

  describe("the language", () => {
    it("is kept before the load, loading nothing", async () => {
      const held = heldLoad(loadedService().identity);
      const { identity } = deferIdentity(held.loadService, NO_SESSION);

      await expect(identity.setLanguage("fr")).resolves.toBeUndefined();

      expect(held.loadService).not.toHaveBeenCalled();
    });

    it("is told to the loaded service, the last one only, before any other call", async () => {
      const { service, identity: loadedIdentity } = loadedService();
      const setLanguage = vi.fn(() => Promise.resolve());
      const signIn = vi.fn(() => Promise.resolve());
      Object.assign(service, { setLanguage, signIn });
      const held = heldLoad(loadedIdentity);
      const { identity } = deferIdentity(held.loadService, NO_SESSION);

      await identity.setLanguage("fr");
      const signedIn = identity.signIn(ADA_EMAIL, "password");
      await identity.setLanguage("ja"); // while the code loads
      held.finish();
      await signedIn;

      expect(setLanguage).toHaveBeenCalledExactlyOnceWith("ja");
      expect(setLanguage).toHaveBeenCalledBefore(signIn);
    });

    it("is forwarded once the service has loaded, with its answer; none is told before", async () => {
      const { service, identity: loadedIdentity } = loadedService();
      const refused = new Error("refused");
      const setLanguage = vi.fn(() => Promise.reject(refused));
      service.setLanguage = setLanguage;
      const { identity, load } = deferIdentity(
        () => Promise.resolve({ identity: loadedIdentity }),
        NO_SESSION,
      );
      await load();
      expect(setLanguage).not.toHaveBeenCalled();

      await expect(identity.setLanguage("ar")).rejects.toBe(refused);
      expect(setLanguage).toHaveBeenCalledExactlyOnceWith("ar");
    });

    it("refused at the load, leaves the service loaded and working, said in the console", async () => {
      const { service, identity: loadedIdentity } = loadedService();
      const refused = new Error("refused");
      service.setLanguage = vi.fn(() => Promise.reject(refused));
      service.signOut = vi.fn(() => Promise.resolve());
      const loadService = vi.fn(() => Promise.resolve({ identity: loadedIdentity }));
      const { identity } = deferIdentity(loadService, NO_SESSION);
      await identity.setLanguage("de");

      await identity.signOut();
      await identity.signOut();

      expect(loadService).toHaveBeenCalledOnce();
      expect(service.signOut).toHaveBeenCalledTimes(2);
      expect(console.warn).toHaveBeenCalledExactlyOnceWith(
        "The identity service was not told the language: it writes in its own.",
        refused,
      );
      vi.mocked(console.warn).mockClear(); // said, as it should be: no failure of the test
    });
  });

  it("gives the inbox as it was given, before the load", () => {
    const inbox: EmulatorInbox = {
      sentMail: () => Promise.resolve([]),
      sentTexts: () => Promise.resolve([]),
    };
    const held = heldLoad(loadedService().identity);

    expect(deferIdentity(held.loadService, { mayHaveSession: false, inbox }).identity.inbox).toBe(
      inbox,
    );
    expect(deferIdentity(held.loadService, NO_SESSION).identity.inbox).toBeNull();
    expect(held.loadService).not.toHaveBeenCalled();
  });

  it.each([true, false])("passes mayHaveSession (%s) through", (mayHaveSession) => {
    const { loadService } = heldLoad(loadedService().identity);

    expect(deferIdentity(loadService, { mayHaveSession, inbox: null }).mayHaveSession).toBe(
      mayHaveSession,
    );
  });
});
