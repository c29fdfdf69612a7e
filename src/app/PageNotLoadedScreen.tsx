import { useLingui } from "@lingui/react/macro";
import { Page } from "../components/Page";

/**
 * A page whose code could not be loaded (offline, or a tab older than the deployment, which
 * src/lib/loadChunk.ts could not renew by reloading). The browser keeps the failed load until the
 * page is reloaded, so that is the way on.
 */
export function PageNotLoadedScreen() {
  const { t } = useLingui();
  return (
    <Page title={t`This page could not be loaded`}>
      <p>{t`Check your connection, then reload the page.`}</p>
      <button
        type="button"
        onClick={() => {
          location.reload();
        }}
      >
        {t`Reload`}
      </button>
    </Page>
  );
}
