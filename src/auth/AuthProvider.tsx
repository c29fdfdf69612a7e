import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { AuthContext } from "./authContext";
import type { AuthStore } from "./authStore";

interface AuthProviderProps {
  store: AuthStore;
  /** Shown until the service's first report: the app's loading screen (src/main.tsx). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Provides the auth state, and shows `fallback` until the service's first report. */
export function AuthProvider({ store, fallback = null, children }: AuthProviderProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const value = useMemo(() => ({ state, identity: store.identity }), [state, store.identity]);

  return (
    <AuthContext value={value}>{state.status === "loading" ? fallback : children}</AuthContext>
  );
}
