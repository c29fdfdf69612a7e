import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../auth/useAuth";

/**
 * Guards the auth screens: a signed-in user, including one who has just signed in or signed up
 * here, is sent home. Rendering the redirect (not navigating in an effect) means no flash.
 */
export function AnonymousOnly() {
  return useCurrentUser() ? <Navigate to="/" replace /> : <Outlet />;
}
