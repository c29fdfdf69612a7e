import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { SecondFactorChallenge } from "../../auth/IdentityService";
import { secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { errorCode, PlainFailure } from "../../lib/serviceMessages";
import { SecondFactorPromptContext } from "./secondFactorPromptContext";
import { SecondFactorStep } from "./SecondFactorStep";

const CANCELLED = "Nothing was changed: the change needs your second factor.";

// The failures the visitor can do something about in the step itself: type the code again, send
// a new one, wait, retry. Any other failure of a completed challenge is the change's own (a weak
// new password, say), which the section that asked says.
const FAILURES_OF_THE_STEP = new Set([
  "auth/invalid-verification-code",
  "auth/missing-verification-code",
  "auth/missing-code",
  "auth/code-expired",
  "auth/invalid-verification-id",
  "auth/missing-verification-id",
  "auth/too-many-requests",
  "auth/network-request-failed",
]);

/** A challenge being answered in the dialog, and how its call ends. */
interface Asked {
  /** The call's challenge, completing which settles the call. */
  challenge: SecondFactorChallenge;
  cancel: () => void;
}

/**
 * Around the account page's sections: a call of theirs that needs the second factor asks for it
 * in a modal dialog, and resolves once it is given (see useSecondFactorPrompt). The section's
 * form stays busy meanwhile. Cancel, or Escape, ends the call with nothing changed.
 */
export function SecondFactorPrompt({ children }: { children: ReactNode }) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState<Asked | null>(null);

  const completeWithSecondFactor = useCallback(async <T,>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      const challenge = secondFactorChallenge<T>(error);
      if (!challenge) throw error;
      return new Promise<T>((resolve, reject) => {
        setAsked({
          challenge: {
            factors: challenge.factors,
            sendCode: challenge.sendCode,
            complete: async (factorId, code) => {
              const completed = challenge.complete(factorId, code);
              try {
                await completed;
              } catch (failure) {
                if (FAILURES_OF_THE_STEP.has(errorCode(failure) ?? "")) throw failure;
              }
              // Settles the call as the completed one settled: with its result, or its failure.
              resolve(completed);
            },
          },
          cancel: () => {
            reject(new PlainFailure(CANCELLED, error));
          },
        });
      });
    }
  }, []);

  useEffect(() => {
    if (asked) dialog.current?.showModal();
  }, [asked]);

  const prompt = useMemo(() => ({ completeWithSecondFactor }), [completeWithSecondFactor]);

  return (
    <SecondFactorPromptContext value={prompt}>
      {children}
      {/* Closed by Escape, by Cancel, or once the call has settled: a call still waiting then
          was cancelled (settling it again does nothing). */}
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="card"
        onClose={() => {
          asked?.cancel();
          setAsked(null);
        }}
      >
        <h2 id={headingId}>Second step</h2>
        {asked && (
          <>
            <p>This change needs your second factor too.</p>
            <SecondFactorStep
              challenge={asked.challenge}
              onComplete={() => dialog.current?.close()}
            />
          </>
        )}
        <button type="button" className="cancel" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </dialog>
    </SecondFactorPromptContext>
  );
}
