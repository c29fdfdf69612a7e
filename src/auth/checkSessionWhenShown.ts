import type { AuthStore } from "./authStore";

/** At most one check a minute while the address is verified: switching tabs must not flood. */
export const CHECK_INTERVAL_MS = 60_000;

/**
 * Asks the service, when the tab shows again, whether the session still stands: the SDK would learn
 * that an admin ended it only at its next token refresh. While the address is unverified, at every
 * showing: its owner is likely back from the link, which the SDK misses (firebase-js-sdk #3817).
 */
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
