import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { useAuth } from "../../auth/useAuth";

/**
 * Runs a call that ends the session and goes home as the service reports it: in flushSync, home and
 * the signed-out state land in one commit, or the route's guard would show a 404 at /account first.
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
