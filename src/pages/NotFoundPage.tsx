import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "../components/Page";

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Page title={t`404 Page Not Found`}>
      <Link to="/">{t`Go back to Home`}</Link>
    </Page>
  );
}
