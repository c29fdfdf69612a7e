import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { useAuth } from "../../auth/useAuth";

/**
 * For a call that ends the session (Sign Out, Delete account): runs it, and shows the signed-out
 * home page as the service reports nobody signed in. The route's guard would otherwise show the
 * 404 page at /account as soon as the user is gone. Navigating inside flushSync from that report
 * (not once the call returns, a commit later) puts home and the signed-out state in one commit,
 * provided the router's navigations are not transitions (useTransitions={false}).
 */
export function useGoHomeOnSignOut() {
  const { identity } = useAuth();
  const navigate = useNavigate();

  return async function goHomeAfter(call: () => Promise<void>) {
    // The first report is the user still signed in; the watch ends at the one that is not.
    const stopWatching = identity.onUserChanged((user) => {
      if (user !== null) return;
      stopWatching();
      flushSync(() => void navigate("/", { replace: true }));
    });
    try {
      await call();
    } catch (error) {
      stopWatching();
      throw error;
    }
  };
}
