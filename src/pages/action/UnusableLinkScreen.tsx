import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth/useAuth";
import { Page } from "../../components/Page";

/** A page where a new link is asked for, and whether only a signed-in user may open it. */
export interface LinkRequestPage {
  path: string;
  signedInOnly: boolean;
}

interface UnusableLinkScreenProps {
  /** The page's heading, when not the plain "can't be used". */
  title?: string;
  message: string;
  newLink?: LinkRequestPage | null;
  /** Offered when the check failed for a passing reason (the network, say). */
  onRetry?: () => void;
}

/** Every mailed link that cannot be used ends here: what happened, and a way on. */
export function UnusableLinkScreen({
  title,
  message,
  newLink = null,
  onRetry,
}: UnusableLinkScreenProps) {
  const { t } = useLingui();
  // A signed-in-only page would be a 404 to anyone else, who signs in first instead.
  const signedIn = useCurrentUser() !== null;
  const requestLink = newLink && (signedIn || !newLink.signedInOnly) ? newLink.path : null;
  return (
    <Page title={title ?? t`This link can't be used`}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
      <nav aria-label={t`Other pages`} className="links">
        {requestLink && <Link to={requestLink}>{t`Request a new link`}</Link>}
        <Link to="/auth/sign-in">{t`Sign in`}</Link>
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
