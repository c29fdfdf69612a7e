import { useContext } from "react";
import { AuthContext, type AuthContextValue } from "./authContext";

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() must be used inside <AuthProvider>.");
  return value;
}

/** The signed-in user, or null for an anonymous visitor. */
export function useCurrentUser() {
  const { state } = useAuth();
  return state.status === "signed-in" ? state.user : null;
}
