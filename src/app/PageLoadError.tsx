import { Component, type ReactNode } from "react";
import { Page } from "../components/Page";

interface PageLoadErrorProps {
  children: ReactNode;
}

/**
 * Catches a page whose code could not be loaded (offline, or a tab older than the deployment,
 * which src/lib/loadChunk.ts could not renew by reloading), and says so with a way on, instead
 * of a blank screen. A page that fails to load keeps failing until the page is reloaded.
 */
export class PageLoadError extends Component<PageLoadErrorProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page title="This page could not be loaded">
        <p>Check your connection, then reload the page.</p>
        <button
          type="button"
          onClick={() => {
            location.reload();
          }}
        >
          Reload
        </button>
      </Page>
    );
  }
}
