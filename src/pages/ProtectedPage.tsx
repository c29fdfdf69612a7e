import { Link } from "react-router";
import { useCurrentUser } from "../auth/useAuth";
import { Page } from "../components/Page";

export function ProtectedPage() {
  const user = useCurrentUser();
  return (
    <Page title="This is a Protected Page">
      {/* The spec shows the display name here; e-mail sign-up leaves it unset, hence 'None'. */}
      <p className="current-user">Current User : {user?.displayName ?? "None"}</p>
      <nav aria-label="Other pages" className="links">
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}
