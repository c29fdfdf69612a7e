import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * What a history entry keeps once its link's code is out of the address: the key of the entry that
 * had it, never the code (the history is stored by the browser, and outlives the page).
 */
interface CodeTaken {
  linkCodeTakenFrom: string;
}

/** A mailed link's code, as the action page has it. */
export interface LinkCode {
  /** The code, or null when the page has none (never had one, or no longer has it). */
  code: string | null;
  /** Whether the address had a code that this page no longer holds: reloaded, or back to it. */
  gone: boolean;
}

/**
 * The `oobCode` of the address, which it takes out of the address at once (a replace, so no entry
 * of the history holds it), keeping it in memory only for as long as the page is open. Nothing of
 * the browser's keeps it, so a reload or a return to the entry finds it gone, and says so.
 */
export function useLinkCode(): LinkCode {
  const location = useLocation();
  const { search, key } = location;
  const navigate = useNavigate();
  // An empty code is no code: the link is incomplete, and there is nothing to hide.
  const inAddress = new URLSearchParams(search).get("oobCode") || null;
  const [kept, setKept] = useState<{ code: string; takenFrom: string } | null>(null);
  // Kept as it is read, in the same render: React's way to keep what an earlier render saw. Every
  // entry has a key of its own (a replace makes a new one), so a new key is a new link.
  if (inAddress !== null && kept?.takenFrom !== key) {
    setKept({ code: inAddress, takenFrom: key });
  }

  // Run twice in development (StrictMode): the same address replaced, the same way, again.
  useEffect(() => {
    if (inAddress === null) return;
    const rest = new URLSearchParams(search);
    rest.delete("oobCode");
    // Through the router, which would not see the address change under it otherwise.
    const taken: CodeTaken = { linkCodeTakenFrom: key };
    void navigate({ search: rest.toString() }, { replace: true, state: taken });
  }, [inAddress, search, key, navigate]);

  // Only this hook sets the state of this page's entries: a CodeTaken, or none.
  const takenFrom = (location.state as CodeTaken | null)?.linkCodeTakenFrom;
  // The code taken from this very entry, not from another one the same page came back to.
  const code = inAddress ?? (kept !== null && kept.takenFrom === takenFrom ? kept.code : null);
  return { code, gone: code === null && takenFrom !== undefined };
}
