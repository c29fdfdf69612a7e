import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "../components/Page";

/** A page that failed while rendering: a bug in the app, not the visitor's connection. */
export function PageBrokenScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Page title={t`Something went wrong`}>
      <p>
        {t`This page ran into an error in the app itself, not in your connection. Try again, or go home.`}
      </p>
      <button type="button" onClick={onRetry}>
        {t`Try again`}
      </button>
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
