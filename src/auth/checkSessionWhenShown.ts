import type { AuthStore } from "./authStore";

/**
 * An open tab keeps its session after the service has ended it (an admin deleted or disabled the
 * account): the SDK would learn of it only when it next refreshed the token, which nothing here
 * asks for until a reload. So when the tab is shown again, a signed-in app asks the service: at
 * most once a minute, since switching tabs back and forth must not become a stream of calls.
 * While the address is unverified, every time: its owner is likely back from following the link
 * in their inbox, and the SDK would not learn of it by itself (firebase-js-sdk #3817).
 * Returns a function that stops it.
 */
export const CHECK_INTERVAL_MS = 60_000;

export function checkSessionWhenShown(store: AuthStore): () => void {
  let lastCheck = -Infinity;
  function onVisibilityChange() {
    const state = store.getState();
    if (document.visibilityState !== "visible" || state.status !== "signed-in") return;
    const now = performance.now();
    if (state.user.emailVerified && now - lastCheck < CHECK_INTERVAL_MS) return;
    lastCheck = now;
    // Nothing the user asked for failed, so no alert: a reader of the console learns why.
    store.identity.checkSession().catch((error: unknown) => {
      console.warn("The session could not be checked with the identity service.", error);
    });
  }
  document.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    document.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
