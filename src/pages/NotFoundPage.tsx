import { Link } from "react-router";
import { Page } from "../components/Page";

export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found">
      <Link to="/">Go back to Home</Link>
    </Page>
  );
}
