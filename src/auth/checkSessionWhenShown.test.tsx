import { act, screen } from "../testing/testingLibrary";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";
import { createAuthStore } from "./authStore";
import { checkSessionWhenShown } from "./checkSessionWhenShown";

/** The throttle's promise, written out: a test reading the module's constant would pass any value. */
const MINUTE_MS = 60_000;

let stop = () => {};
afterEach(() => {
  stop();
});

/** A store that has had the service's first report, checked whenever the tab is shown. */
async function checkedStore(identity: FakeIdentityService) {
  const store = createAuthStore(identity);
  await Promise.resolve(); // the first report
  stop = checkSessionWhenShown(store);
  return store;
}

/** The browser hides or shows the tab (jsdom's tab is always visible). */
async function setTabVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
    await Promise.resolve();
  });
}

describe("checkSessionWhenShown", () => {
  it("turns /protected into the 404 page when the tab is shown after the account was deleted", async () => {
    const identity = signedInAsAda();
    const store = await checkedStore(identity);
    renderApp("/protected", identity, store);
    expect(screen.getByRole("heading", { name: "This is a Protected Page" })).toBeInTheDocument();

    await setTabVisibility("hidden");
    identity.adminDeleteAccount(ada.email);
    expect(screen.getByRole("heading", { name: "This is a Protected Page" })).toBeInTheDocument();
    await setTabVisibility("visible");

    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(store.getState()).toEqual({ status: "signed-out" });
    expect(alert).not.toHaveBeenCalled();
  });

  // As for an account deleted: the spec's screens, with no word of their own for why.
  it("signs out, saying nothing, a tab shown after the account signed out everywhere elsewhere", async () => {
    const identity = signedInAsAda();
    const store = await checkedStore(identity);
    renderApp("/protected", identity, store);
    await setTabVisibility("hidden");
    const elsewhere = identity.anotherBrowser();
    await elsewhere.signIn(ada.email, ada.password);
    await elsewhere.confirmPassword(ada.password);
    await elsewhere.signOutEverywhere();

    await setTabVisibility("visible");

    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(store.getState()).toEqual({ status: "signed-out" });
    expect(screen.queryByText(/session has ended/)).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("keeps a session the service still holds", async () => {
    const identity = signedInAsAda();
    const store = await checkedStore(identity);

    await setTabVisibility("visible");

    expect(identity.checkSession).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe("signed-in");
  });

  it("asks nothing when the tab is hidden, or when nobody is signed in", async () => {
    const signedIn = signedInAsAda();
    await checkedStore(signedIn);
    await setTabVisibility("hidden");
    expect(signedIn.checkSession).not.toHaveBeenCalled();
    stop();

    const signedOut = withAda();
    await checkedStore(signedOut);
    await setTabVisibility("visible");
    expect(signedOut.checkSession).not.toHaveBeenCalled();
  });

  it("warns, without an alert, when the check fails for another reason", async () => {
    const identity = signedInAsAda();
    const store = await checkedStore(identity);
    identity.checkSession.mockRejectedValueOnce(serviceError("internal-error"));
    const warn = vi.mocked(console.warn).mockImplementation(() => undefined);

    await setTabVisibility("visible");

    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "The session could not be checked with the identity service.",
      expect.objectContaining({ code: "auth/internal-error" }),
    );
    warn.mockClear(); // expected here: the setup fails tests that log
    expect(store.getState().status).toBe("signed-in");
    expect(alert).not.toHaveBeenCalled();
  });

  it("asks at most once a minute, however often the tab is shown", async () => {
    const identity = new FakeIdentityService({
      users: [{ ...ada, emailVerified: true }],
      signedInAs: ada.email,
    });
    const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
    await checkedStore(identity);

    await setTabVisibility("visible");
    now.mockReturnValue(1_000 + MINUTE_MS - 1);
    await setTabVisibility("visible");
    expect(identity.checkSession).toHaveBeenCalledTimes(1);

    now.mockReturnValue(1_000 + MINUTE_MS);
    await setTabVisibility("visible");
    expect(identity.checkSession).toHaveBeenCalledTimes(2);
  });

  it("asks every time while the address is unverified, and shows it verified once it is", async () => {
    const identity = signedInAsAda();
    vi.spyOn(performance, "now").mockReturnValue(1_000);
    const store = await checkedStore(identity);

    await setTabVisibility("visible");
    identity.adminVerifyEmail(ada.email); // the link followed in another tab or browser
    await setTabVisibility("visible");

    expect(identity.checkSession).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ user: { emailVerified: true } });
    await setTabVisibility("visible");
    expect(identity.checkSession).toHaveBeenCalledTimes(2);
  });

  it("checks nothing more once stopped", async () => {
    const identity = signedInAsAda();
    await checkedStore(identity);
    stop();

    await setTabVisibility("visible");

    expect(identity.checkSession).not.toHaveBeenCalled();
  });
});
