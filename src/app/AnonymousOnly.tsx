import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../auth/useAuth";

/** Sends a signed-in user home from the auth screens; a rendered redirect shows no flash. */
export function AnonymousOnly() {
  return useCurrentUser() ? <Navigate to="/" replace /> : <Outlet />;
}
