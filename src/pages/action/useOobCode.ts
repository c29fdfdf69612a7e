import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { forgetLinkCode, linkCodeFromLoad, withoutCodeAndKey } from "../../lib/linkCode";

/** A history entry's state once the code is out of the address: never the code itself. */
interface OobCodeTaken {
  oobCodeTakenFrom: string;
}

export interface OobCode {
  oobCode: string | null;
  /** The address had a code that this page no longer holds: reloaded, or back to it. */
  gone: boolean;
}

/**
 * The link's `oobCode`, kept in memory only: taken from the address as the page loaded
 * (src/lib/linkCode.ts), or, for a link followed within the app, replaced out of it at once. A
 * reload or a return to the entry finds it gone, and says so.
 */
export function useOobCode(): OobCode {
  const location = useLocation();
  const { search, key } = location;
  const navigate = useNavigate();
  // `||`: an empty code is no code, only an incomplete link. "default": the entry the page loaded at.
  const inAddress =
    new URLSearchParams(search).get("oobCode") || (key === "default" ? linkCodeFromLoad() : null);
  const [kept, setKept] = useState<{ oobCode: string; takenFrom: string } | null>(null);
  // Each history entry has its own key (a replace makes a new one): a new key is a new link.
  if (inAddress !== null && kept?.takenFrom !== key) {
    setKept({ oobCode: inAddress, takenFrom: key });
  }

  useEffect(() => {
    if (inAddress === null) return;
    const taken: OobCodeTaken = { oobCodeTakenFrom: key };
    void navigate(
      { search: withoutCodeAndKey(search).toString() },
      { replace: true, state: taken },
    );
    forgetLinkCode();
  }, [inAddress, search, key, navigate]);

  // The code taken from this very entry, not from another one the page came back to.
  const takenFrom = (location.state as OobCodeTaken | null)?.oobCodeTakenFrom;
  const oobCode =
    inAddress ?? (kept !== null && kept.takenFrom === takenFrom ? kept.oobCode : null);
  return { oobCode, gone: oobCode === null && takenFrom !== undefined };
}
