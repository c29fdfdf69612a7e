import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { LoadingScreen } from "../components/LoadingScreen";
import { AuthContext } from "./authContext";
import type { AuthStore } from "./authStore";

interface AuthProviderProps {
  store: AuthStore;
  children: ReactNode;
}

/** Provides the auth state and shows the loading screen until the service's first report. */
export function AuthProvider({ store, children }: AuthProviderProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const value = useMemo(() => ({ state, identity: store.identity }), [state, store.identity]);

  return (
    <AuthContext value={value}>
      {state.status === "loading" ? <LoadingScreen /> : children}
    </AuthContext>
  );
}
