import { Page } from "../components/Page";

/**
 * A page whose code could not be loaded (offline, or a tab older than the deployment, which
 * src/lib/loadChunk.ts could not renew by reloading). The browser keeps the failed load until the
 * page is reloaded, so that is the way on.
 */
export function PageNotLoadedScreen() {
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
