import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../auth/useAuth";
import { alertError } from "../lib/alertError";
import { APP_NAME, Page } from "../components/Page";
import { appConfig } from "../config/appConfig";

export function HomePage() {
  const { identity } = useAuth();
  const user = useCurrentUser();
  const signInLink = useRef<HTMLAnchorElement>(null);

  // Signing out removes the focused Sign Out button, and focus would fall back to the page's body:
  // put it on the Sign In link that took the button's place instead.
  useEffect(() => {
    if (!user && document.activeElement === document.body) signInLink.current?.focus();
  }, [user]);

  function signOut() {
    // The spec leaves a failed sign-out open; like every failure, it gets the service's message.
    identity.signOut().catch(alertError);
  }

  return (
    <Page title={APP_NAME}>
      <p className="current-user">Current User : {user?.email ?? "None"}</p>
      <nav aria-label="Pages" className="links">
        {user ? (
          <>
            <button type="button" onClick={signOut}>
              Sign Out
            </button>
            <Link to="/account">Account</Link>
          </>
        ) : (
          <Link ref={signInLink} to="/auth/sign-in">
            Sign In
          </Link>
        )}
        <Link to="/protected">Protected Page</Link>
        <a href={appConfig.repositoryUrl} target="_blank" rel="noopener noreferrer">
          Source Code
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </nav>
    </Page>
  );
}
