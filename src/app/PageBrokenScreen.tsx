import { Link } from "react-router";
import { Page } from "../components/Page";

/** A page that failed while rendering: a bug in the app, not the visitor's connection. */
export function PageBrokenScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Page title="Something went wrong">
      <p>
        This page ran into an error in the app itself, not in your connection. Try again, or go
        home.
      </p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
      <nav aria-label="Other pages" className="links">
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}
