import { describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { ada, grace, signedInAsAda, withAda } from "../testing/testAccounts";
import { deferIdentity } from "./deferredIdentity";
import type { IdentityService } from "./IdentityService";
import { SECOND_FACTOR_REQUIRED } from "./secondFactorChallenge";

/** A load of the service's code that the test completes, or fails, when it chooses. */
function heldLoad(service: IdentityService) {
  const loaded = { identity: service };
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

// Every call of the interface but onUserChanged, with arguments that tell one another apart.
const calls = [
  ["signIn", [ada.email, ada.password]],
  ["signUp", [grace.email, grace.password]],
  ["signOut", []],
  ["checkSession", []],
  ["sendPasswordReset", [ada.email, "https://app.example/auth/sign-in"]],
  ["checkActionCode", ["code-1"]],
  ["applyActionCode", ["code-2"]],
  ["confirmPasswordReset", ["code-3", "new-secret"]],
  ["sendEmailVerification", ["https://app.example/account"]],
  ["changePassword", [ada.password, "new-secret"]],
  ["changeEmail", [ada.password, "ada@new.example", "https://app.example/account"]],
  ["deleteAccount", [ada.password]],
  ["listSecondFactors", []],
  ["enrolPhone", [ada.password, "+15555550100"]],
  ["enrolAuthenticatorApp", [grace.password]],
  ["removeSecondFactor", [ada.password, "factor-1"]],
] as const;

type Call = (...args: string[]) => Promise<unknown>;

describe("deferIdentity", () => {
  it("reports a browser without a session signed out in a microtask, loading nothing", async () => {
    const { loadService } = heldLoad(new FakeIdentityService());
    const { identity } = deferIdentity(loadService, false);
    const listener = vi.fn();

    identity.onUserChanged(listener);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();

    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(loadService).not.toHaveBeenCalled();
  });

  it("reports nothing to a browser that may hold a session until the service has loaded", async () => {
    const held = heldLoad(signedInAsAda());
    const { identity, load } = deferIdentity(held.loadService, true);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const loading = load();
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();

    held.finish();
    await loading;

    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ email: ada.email }),
      );
    });
  });

  it.each(calls)(
    "forwards %s, made before the load, and answers as the loaded call does",
    async (name, args) => {
      const fake = new FakeIdentityService();
      const loadedCall = vi
        .spyOn(fake, name)
        .mockResolvedValueOnce(`${name}'s answer` as never)
        .mockRejectedValueOnce(new Error(`${name} refused`));
      const held = heldLoad(fake);
      const call = deferIdentity(held.loadService, false).identity[name] as Call;

      const answered = call(...args);
      expect(held.loadService).toHaveBeenCalledOnce();
      held.finish();

      await expect(answered).resolves.toBe(`${name}'s answer`);
      await expect(call(...args)).rejects.toThrow(`${name} refused`);
      expect(loadedCall.mock.calls).toEqual([args, args]);
    },
  );

  it("loads the service's code once for calls made together, and once only", async () => {
    const held = heldLoad(signedInAsAda());
    const { identity, load } = deferIdentity(held.loadService, true);

    const answers = [identity.checkSession(), identity.signOut(), load()];
    expect(held.loadService).toHaveBeenCalledOnce();
    held.finish();
    await Promise.all(answers);
    await identity.checkSession();

    await expect(load()).resolves.toBe(held.loaded);
    expect(held.loadService).toHaveBeenCalledOnce();
  });

  it("rejects a call with a failed load's error, and tries the load again at the next call", async () => {
    const fake = withAda();
    const held = heldLoad(fake);
    const { identity } = deferIdentity(held.loadService, false);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const offline = new Error("offline");

    const refused = identity.signIn(ada.email, ada.password);
    held.fail(offline);
    await expect(refused).rejects.toBe(offline);

    const signedIn = identity.signIn(ada.email, ada.password);
    held.finish();
    await signedIn;

    expect(held.loadService).toHaveBeenCalledTimes(2);
    // A listener from before the failed load follows the service once it has loaded.
    await vi.waitFor(() => {
      expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email: ada.email }));
    });
  });

  it("does not report signed out twice: once from the deferral, not again from the service", async () => {
    const fake = withAda();
    const { identity, load } = deferIdentity(() => Promise.resolve({ identity: fake }), false);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    await load();
    // The fake reports its first user in a microtask: let it, then change the user.
    await Promise.resolve();
    await fake.signIn(ada.email, ada.password);

    expect(listener.mock.calls).toEqual([[null], [expect.objectContaining({ email: ada.email })]]);
  });

  it("neither reports to nor subscribes a listener that left before the service loaded", async () => {
    const fake = withAda();
    const { identity, load } = deferIdentity(() => Promise.resolve({ identity: fake }), false);
    const listener = vi.fn();

    identity.onUserChanged(listener)();
    await load();
    await fake.signIn(ada.email, ada.password);

    expect(listener).not.toHaveBeenCalled();
  });

  it("subscribes a listener that comes after the load to the service itself, until it leaves", async () => {
    const fake = signedInAsAda();
    const { identity, load } = deferIdentity(() => Promise.resolve({ identity: fake }), true);
    await load();
    const listener = vi.fn();

    const unsubscribe = identity.onUserChanged(listener);
    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ email: ada.email }),
      );
    });

    unsubscribe();
    await fake.signOut();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("unsubscribes from the service a listener that came before the load", async () => {
    const fake = withAda();
    const { identity, load } = deferIdentity(() => Promise.resolve({ identity: fake }), true);
    const listener = vi.fn();
    const unsubscribe = identity.onUserChanged(listener);
    await load();
    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    });

    unsubscribe();
    await fake.signIn(ada.email, ada.password);

    expect(listener).toHaveBeenCalledOnce();
  });

  it("has no sign-in pending before the service's code has loaded, and the service's after", async () => {
    const fake = new FakeIdentityService({
      users: [{ ...ada, emailVerified: true, secondFactors: [{ phoneNumber: "+15555550100" }] }],
    });
    const held = heldLoad(fake);
    const { identity } = deferIdentity(held.loadService, false);

    expect(identity.pendingSignIn()).toBeNull();
    expect(held.loadService).not.toHaveBeenCalled();

    const signingIn = identity.signIn(ada.email, ada.password);
    held.finish();
    await expect(signingIn).rejects.toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    expect(fake.pendingSignIn()).not.toBeNull();
    expect(identity.pendingSignIn()).toBe(fake.pendingSignIn());
  });

  it.each([true, false])("passes mayHaveSession (%s) through", (mayHaveSession) => {
    const { loadService } = heldLoad(new FakeIdentityService());

    expect(deferIdentity(loadService, mayHaveSession).mayHaveSession).toBe(mayHaveSession);
  });
});
