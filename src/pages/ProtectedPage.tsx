import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useCurrentUser } from "../auth/useAuth";
import { Page } from "../components/Page";

export function ProtectedPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const name = user?.displayName ?? t`None`;
  return (
    <Page title={t`This is a Protected Page`}>
      {/* The spec shows the display name here; e-mail sign-up leaves it unset, hence 'None'. */}
      <p className="current-user">{t`Current User : ${name}`}</p>
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
