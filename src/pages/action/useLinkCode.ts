import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * What a history entry keeps once its link's code is out of the address: the key of the entry that
 * had it, never the code (the history is stored by the browser, and outlives the page).
 */
interface CodeTaken {
  linkCodeTakenFrom: string;
}

function codeTakenFrom(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("linkCodeTakenFrom" in state)) return null;
  return typeof state.linkCodeTakenFrom === "string" ? state.linkCodeTakenFrom : null;
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
  const { search, hash, key } = location;
  const navigate = useNavigate();
  // An empty code is no code: the link is incomplete, and there is nothing to hide.
  const inAddress = new URLSearchParams(search).get("oobCode") || null;
  const [kept, setKept] = useState<{ code: string; takenFrom: string } | null>(null);
  // Kept as it is read, in the same render: React's way to keep what an earlier render saw.
  if (inAddress !== null && (kept?.code !== inAddress || kept.takenFrom !== key)) {
    setKept({ code: inAddress, takenFrom: key });
  }

  // Run twice in development (StrictMode): the same address replaced, the same way, again.
  useEffect(() => {
    if (inAddress === null) return;
    const rest = new URLSearchParams(search);
    rest.delete("oobCode");
    // Through the router, which would not see the address change under it otherwise.
    const taken: CodeTaken = { linkCodeTakenFrom: key };
    void navigate({ search: rest.toString(), hash }, { replace: true, state: taken });
  }, [inAddress, search, hash, key, navigate]);

  if (inAddress !== null) return { code: inAddress, gone: false };
  const takenFrom = codeTakenFrom(location.state);
  if (takenFrom === null) return { code: null, gone: false };
  // The entry the code was taken from, not another one the same page came back to.
  if (kept?.takenFrom === takenFrom) return { code: kept.code, gone: false };
  return { code: null, gone: true };
}
