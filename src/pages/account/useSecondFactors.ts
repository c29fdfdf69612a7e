import { useEffect, useState } from "react";
import type { SecondFactor } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";

/** The account's second factors as last read, and how the latest reading went. */
export type SecondFactorsReading =
  | { status: "reading"; factors: SecondFactor[] | null }
  | { status: "read"; factors: SecondFactor[] }
  | { status: "failed"; factors: SecondFactor[] | null; error: unknown };

/**
 * The signed-in account's second factors, read from the service now and again at each `reread`
 * (after every change). A reading keeps the last list on screen until it is in.
 */
export function useSecondFactors() {
  const { identity } = useAuth();
  const [reading, setReading] = useState<SecondFactorsReading>({
    status: "reading",
    factors: null,
  });
  // A new object for each reread, so that the effect reads again.
  const [request, setRequest] = useState({});

  useEffect(() => {
    // Only the latest read may show: an earlier one can answer after it.
    let latest = true;
    identity.listSecondFactors().then(
      (factors) => {
        if (latest) setReading({ status: "read", factors });
      },
      (error: unknown) => {
        if (latest) setReading((last) => ({ status: "failed", factors: last.factors, error }));
      },
    );
    return () => {
      latest = false;
    };
  }, [identity, request]);

  function reread() {
    setReading((last) => ({ status: "reading", factors: last.factors }));
    setRequest({});
  }

  return { reading, reread };
}
