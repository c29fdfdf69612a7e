import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { leftToRight } from "../i18n/leftToRight";
import { useAuth, useCurrentUser } from "../auth/useAuth";
import { alertError } from "../lib/alertError";
import { APP_NAME, Page } from "../components/Page";
import { appConfig } from "../config/appConfig";

export function HomePage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const user = useCurrentUser();
  const email = user?.email != null ? leftToRight(user.email) : null;
  const signInLink = useRef<HTMLAnchorElement>(null);

  // Signing out removes the focused button: its replacement takes the focus, not the body.
  useEffect(() => {
    if (!user && document.activeElement === document.body) signInLink.current?.focus();
  }, [user]);

  function signOut() {
    // The spec leaves a failed sign-out open; like every failure, it gets the service's message.
    identity.signOut().catch(alertError);
  }

  return (
    <Page title={APP_NAME}>
      <p className="current-user">
        {email === null
          ? t({
              context: "nobody signed in",
              comment:
                "The spec's words when no one is signed in: None, where the address would be.",
              message: "Current User : None",
            })
          : t`Current User : ${email}`}
      </p>
      <nav
        aria-label={t({
          comment: "The name of the home page's group of links.",
          message: "Pages",
        })}
        className="links"
      >
        {user ? (
          <>
            <button type="button" onClick={signOut}>
              {t`Sign Out`}
            </button>
            <Link to="/account">
              {t({
                comment: "A link to the account's page.",
                message: "Account",
              })}
            </Link>
          </>
        ) : (
          <Link ref={signInLink} to="/auth/sign-in">
            {t`Sign In`}
          </Link>
        )}
        <Link to="/protected">{t`Protected Page`}</Link>
        <a href={appConfig.repositoryUrl} target="_blank" rel="noopener noreferrer">
          {t`Source Code`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </nav>
    </Page>
  );
}
