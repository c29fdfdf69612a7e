import { createContext } from "react";
import type { IdentityService, User } from "./IdentityService";

export type AuthState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: User };

export interface AuthContextValue {
  state: AuthState;
  identity: IdentityService;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
