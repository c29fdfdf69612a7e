import { describe, expect, it, vi } from "vitest";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";
import { createAuthStore } from "./authStore";

describe("createAuthStore", () => {
  it("is loading until the service's first report, and follows the service without any subscriber", async () => {
    const identity = signedInAsAda();
    const store = createAuthStore(identity);
    expect(store.getState()).toEqual({ status: "loading" });

    await Promise.resolve();

    expect(store.getState()).toEqual({
      status: "signed-in",
      user: expect.objectContaining({ email: ada.email }) as unknown,
    });
    await identity.signOut();
    expect(store.getState()).toEqual({ status: "signed-out" });
  });

  it("tells its subscribers of every change until they unsubscribe", async () => {
    const identity = withAda();
    const store = createAuthStore(identity);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: "signed-out" });

    await identity.signIn(ada.email, ada.password);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe("signed-in");

    unsubscribe();
    await identity.signOut();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.getState()).toEqual({ status: "signed-out" });
  });

  // useSyncExternalStore compares snapshots with Object.is: a new object where nothing changed
  // re-renders the app, and one on every read makes React throw (an endless render loop).
  it("keeps the same state object until a report changes it, as useSyncExternalStore requires", async () => {
    const identity = withAda();
    const store = createAuthStore(identity);
    await Promise.resolve();
    const signedOut = store.getState();

    // A new subscriber (as React's), and calls that report nothing: a refused sign-in, a
    // sign-out while signed out.
    store.subscribe(() => undefined);
    await expect(identity.signIn(ada.email, "wrong-password")).rejects.toThrow();
    await identity.signOut();
    expect(store.getState()).toBe(signedOut);

    await identity.signIn(ada.email, ada.password);
    const signedIn = store.getState();
    expect(signedIn).not.toBe(signedOut);
    expect(signedIn.status).toBe("signed-in");
    await identity.signIn(ada.email, ada.password);
    expect(store.getState()).toBe(signedIn);
  });
});
