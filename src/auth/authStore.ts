import type { AuthState } from "./authContext";
import type { IdentityService } from "./IdentityService";

/**
 * The auth state, outside React so it follows the service from the start: the first report usually
 * comes before the first render, which then shows the right screen, not 'Loading...'.
 */
export interface AuthStore {
  identity: IdentityService;
  getState: () => AuthState;
  subscribe: (onChange: () => void) => () => void;
}

export function createAuthStore(identity: IdentityService): AuthStore {
  let state: AuthState = { status: "loading" };
  const listeners = new Set<() => void>();
  identity.onUserChanged((user) => {
    state = user ? { status: "signed-in", user } : { status: "signed-out" };
    for (const listener of listeners) listener();
  });
  return {
    identity,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
