import { Outlet } from "react-router";
import { useCurrentUser } from "../auth/useAuth";
import { NotFoundPage } from "../pages/NotFoundPage";

/** Guards its child routes: anonymous visitors get the 404 page at the same URL, not a redirect. */
export function SignedInOnly() {
  return useCurrentUser() ? <Outlet /> : <NotFoundPage />;
}
