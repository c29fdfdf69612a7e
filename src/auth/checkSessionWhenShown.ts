import type { AuthStore } from "./authStore";

/**
 * A tab left in the background keeps its session even after the service has ended it (an admin
 * deleted or disabled the account): the SDK asks the service only when it next needs a fresh
 * token. So whenever the tab is shown again, a signed-in app asks. Returns a function that stops.
 */
export function checkSessionWhenShown(store: AuthStore): () => void {
  function onVisibilityChange() {
    if (document.visibilityState !== "visible" || store.getState().status !== "signed-in") return;
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
