import { useAuth } from "../../auth/useAuth";
import { useReading } from "../../lib/useReading";

/** The account's second factors, read again at each `reread`; the last list shows meanwhile. */
export function useSecondFactors() {
  const { identity } = useAuth();
  return useReading(() => identity.listSecondFactors(), [identity]);
}
