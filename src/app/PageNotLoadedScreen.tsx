import { useLingui } from "@lingui/react/macro";
import { Page } from "../components/Page";

/** A page whose code could not load: the browser keeps the failure until a reload. */
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
