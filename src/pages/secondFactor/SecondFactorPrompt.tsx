import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { SecondFactorChallenge } from "../../auth/IdentityService";
import { secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { errorCode, PlainFailure } from "../../lib/serviceMessages";
import {
  SecondFactorPromptContext,
  type SecondFactorPromptValue,
} from "./secondFactorPromptContext";
import { SecondFactorStep } from "./SecondFactorStep";

const CANCELLED = "Nothing was changed: the change needs your second factor.";

// The failures the visitor can do something about in the step itself: type the code again, send
// a new one. Any other failure of a completed challenge ends the call, and the section that asked
// says it: the change's own (a weak new password), or one that may have come after the code was
// taken (a network failure), which a new try of the same challenge could not mend.
const FAILURES_OF_THE_STEP = new Set([
  "auth/invalid-verification-code",
  "auth/missing-verification-code",
  "auth/missing-code",
  "auth/code-expired",
  "auth/invalid-verification-id",
  "auth/missing-verification-id",
]);

/** A challenge being answered in the dialog, and how its call ends. */
interface Asked {
  /** The call's challenge, completing which settles the call. */
  challenge: SecondFactorChallenge;
  cancel: () => void;
  /** Tells one ask from the next, so that each starts a step of its own. */
  id: number;
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
  // The ask still waiting, as the handlers see it now (state would be a render late).
  const waiting = useRef<Asked | null>(null);
  const asks = useRef(0);
  // While a code is being checked, the change may be under way: it can no longer be cancelled.
  const [checking, setChecking] = useState(false);

  // Made once, as it reads only refs and state setters: the sections hold one prompt.
  const prompt = useMemo<SecondFactorPromptValue>(
    () => ({
      async completeWithSecondFactor<T>(call: Promise<T>): Promise<T> {
        try {
          return await call;
        } catch (error) {
          const challenge = secondFactorChallenge<T>(error);
          if (!challenge) throw error;
          return new Promise<T>((resolve, reject) => {
            // A second call asking while the first waits (two forms sent at once): the first ends.
            waiting.current?.cancel();
            asks.current += 1;
            const ask: Asked = {
              id: asks.current,
              challenge: {
                factors: challenge.factors,
                sendCode: challenge.sendCode,
                complete: async (factorId, code) => {
                  const completed = challenge.complete(factorId, code);
                  setChecking(true);
                  try {
                    await completed;
                  } catch (failure) {
                    if (FAILURES_OF_THE_STEP.has(errorCode(failure) ?? "")) throw failure;
                  } finally {
                    setChecking(false);
                  }
                  // Settles the call as the completed one settled: with its result, or its failure.
                  waiting.current = null;
                  resolve(completed);
                },
              },
              cancel: () => {
                waiting.current = null;
                reject(new PlainFailure(CANCELLED, error));
              },
            };
            waiting.current = ask;
            setAsked(ask);
          });
        }
      },
    }),
    [],
  );

  useEffect(() => {
    if (asked) dialog.current?.showModal();
  }, [asked]);

  return (
    <SecondFactorPromptContext value={prompt}>
      {children}
      {/* Closed by Escape, by Cancel, or once the call has settled: a call still waiting then
          was cancelled. */}
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="card"
        onCancel={(event) => {
          if (checking) event.preventDefault();
        }}
        onClose={() => {
          waiting.current?.cancel();
          setAsked(null);
        }}
      >
        <h2 id={headingId}>Second step</h2>
        {asked && (
          <>
            <p>This change needs your second factor too.</p>
            <SecondFactorStep
              key={asked.id}
              challenge={asked.challenge}
              onComplete={() => dialog.current?.close()}
            />
          </>
        )}
        <button
          type="button"
          className="cancel"
          disabled={checking}
          onClick={() => dialog.current?.close()}
        >
          Cancel
        </button>
      </dialog>
    </SecondFactorPromptContext>
  );
}
