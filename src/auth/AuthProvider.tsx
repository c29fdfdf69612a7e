import { useEffect, useMemo, useState, type ReactNode } from "react";
import { LoadingScreen } from "../components/LoadingScreen";
import { AuthContext, type AuthState } from "./authContext";
import type { IdentityService } from "./IdentityService";

interface AuthProviderProps {
  identity: IdentityService;
  children: ReactNode;
}

/** Holds the auth state and shows the loading screen until the service's first report. */
export function AuthProvider({ identity, children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: "loading" });

  useEffect(
    () =>
      identity.onUserChanged((user) => {
        setState(user ? { status: "signed-in", user } : { status: "signed-out" });
      }),
    [identity],
  );

  const value = useMemo(() => ({ state, identity }), [state, identity]);

  return (
    <AuthContext value={value}>
      {state.status === "loading" ? <LoadingScreen /> : children}
    </AuthContext>
  );
}
