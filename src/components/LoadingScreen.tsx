import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/** How long the loading screen shows 'Loading...' alone; styles.css's .loading-hint agrees. */
const HINT_AFTER_MS = 10_000;

/**
 * Shown until the first auth state is known. index.html paints the same markup before any script,
 * its CSS revealing the hint after 10 s. This copy comes later, once the script has arrived, so it
 * counts from the page's start too: a hint already shown stays shown.
 */
export function LoadingScreen() {
  const { t } = useLingui();
  const [slow, setSlow] = useState(() => performance.now() >= HINT_AFTER_MS);

  useEffect(() => {
    if (slow) return;
    const timer = setTimeout(() => {
      setSlow(true);
    }, HINT_AFTER_MS - performance.now());
    return () => {
      clearTimeout(timer);
    };
  }, [slow]);

  // One live region for both lines, so screen readers hear the hint when it appears. The hint is
  // a new element then (its key changes): an addition to the region, announced once.
  return (
    <main className="card">
      <div role="status">
        <p className="loading">{t`Loading...`}</p>
        <p
          key={slow ? "shown" : "waiting"}
          className={slow ? "loading-hint shown" : "loading-hint"}
        >
          {t`Still loading? The network may be slow, or something may be blocking this app. Reloading the page may help.`}
        </p>
      </div>
    </main>
  );
}
