import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useCurrentUser } from "../auth/useAuth";
import { Page } from "../components/Page";
import { isolate } from "../i18n/isolate";

export function ProtectedPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const displayName = user?.displayName;
  const name = displayName == null ? null : isolate(displayName);
  return (
    <Page title={t`This is a Protected Page`}>
      {/* The spec shows the display name here; e-mail sign-up leaves it unset, hence 'None'. */}
      <p className="current-user">
        {name === null
          ? t({
              context: "no display name",
              comment:
                "The spec's words for someone signed in who has no display name: None, where the name would be.",
              message: "Current User : None",
            })
          : t`Current User : ${name}`}
      </p>
      <nav
        aria-label={t({
          comment: "The name of a group of links to other pages.",
          message: "Other pages",
        })}
        className="links"
      >
        <Link to="/">{t({ comment: "A link to the home page.", message: "Home" })}</Link>
      </nav>
    </Page>
  );
}
