import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * What a history entry keeps once the link's code is out of the address: the key of the entry
 * that had it, never the code (the browser stores the history, and it outlives the page).
 */
interface OobCodeTaken {
  oobCodeTakenFrom: string;
}

/** A mailed link's one-time code, as the action page has it. */
export interface OobCode {
  /** The code, or null when the page has none (never had one, or no longer has it). */
  oobCode: string | null;
  /** Whether the address had a code that this page no longer holds: reloaded, or back to it. */
  gone: boolean;
}

/**
 * The address's `oobCode`, taken out of the address at once (a replace, so no history entry holds
 * it) and kept in memory only: a reload or a return to the entry finds it gone, and says so.
 */
export function useOobCode(): OobCode {
  const location = useLocation();
  const { search, key } = location;
  const navigate = useNavigate();
  // An empty code is no code: the link is incomplete, and there is nothing to hide.
  const inAddress = new URLSearchParams(search).get("oobCode") || null;
  const [kept, setKept] = useState<{ oobCode: string; takenFrom: string } | null>(null);
  // Kept in the render that reads it, as React adjusts state to a prop. Every entry has a key of
  // its own (a replace makes a new one), so a new key is a new link.
  if (inAddress !== null && kept?.takenFrom !== key) {
    setKept({ oobCode: inAddress, takenFrom: key });
  }

  // Through the router, which would not see the address change under it otherwise. StrictMode's
  // second run replaces the same address the same way.
  useEffect(() => {
    if (inAddress === null) return;
    const rest = new URLSearchParams(search);
    rest.delete("oobCode");
    const taken: OobCodeTaken = { oobCodeTakenFrom: key };
    void navigate({ search: rest.toString() }, { replace: true, state: taken });
  }, [inAddress, search, key, navigate]);

  // Only this hook sets the state of this page's entries. The code is the one taken from this
  // very entry, not from another one the same page came back to.
  const takenFrom = (location.state as OobCodeTaken | null)?.oobCodeTakenFrom;
  const oobCode =
    inAddress ?? (kept !== null && kept.takenFrom === takenFrom ? kept.oobCode : null);
  return { oobCode, gone: oobCode === null && takenFrom !== undefined };
}
