import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/** How long the loading screen shows 'Loading...' alone; styles.css's .loading-hint agrees. */
const HINT_AFTER_MS = 10_000;

/** Shown until the first auth state is known; timed from the page's start, as index.html's copy. */
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

  // The hint, a new element when shown (its key changes), is announced once by the region.
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
