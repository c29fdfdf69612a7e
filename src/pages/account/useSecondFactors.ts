import { useAuth } from "../../auth/useAuth";
import { useReading } from "../../lib/useReading";

/**
 * The signed-in account's second factors, read from the service now and again at each `reread`
 * (after every change); the last list stays on screen while the next is read.
 */
export function useSecondFactors() {
  const { identity } = useAuth();
  return useReading(() => identity.listSecondFactors(), [identity]);
}
