import { useCallback, useEffect, useId, useReducer, useRef, type ReactNode } from "react";
import { SecondFactorStep } from "../secondFactor/SecondFactorStep";
import { IDLE, nextStep, type Ask } from "./confirmationSteps";
import { ConfirmIdentityContext, NothingChanged } from "./confirmIdentityContext";
import { PasswordCheck } from "./PasswordCheck";

interface ConfirmIdentityProps {
  /** The signed-in account's address, for the password manager. */
  email: string;
  children: ReactNode;
}

/**
 * Around the account page's sections: before each change, a section awaits `confirm(purpose)`
 * (useConfirmIdentity), which opens one modal dialog, "Confirm it's you". It asks for the current
 * password, then, for an account with a second factor, for that too; Cancel or Escape ends it with
 * nothing sent. The steps and the moves between them are in confirmationSteps.ts.
 *
 * Every change asks again: no "recently confirmed" window is kept. OWASP ASVS 5.0 asks for the
 * current password before a password change (6.2.3) and for a full re-authentication before a
 * change of address or of second factors (7.5.1); asking at each change also always meets
 * Firebase's own rule for these calls, a sign-in in the last 5 minutes
 * (auth/requires-recent-login), which a window of ours would have to stay inside.
 */
export function ConfirmIdentity({ email, children }: ConfirmIdentityProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // What takes the focus as each step opens: the password's field, then the second step's words.
  const passwordField = useRef<HTMLInputElement>(null);
  const secondStep = useRef<HTMLDivElement>(null);
  const [confirmation, move] = useReducer(nextStep, IDLE);

  // `move` is the same function at every render: so is this, and the sections' context with it.
  const confirm = useCallback(
    (purpose: string) =>
      new Promise<void>((resolve, reject) => {
        const answer = (confirmed: boolean) => {
          if (confirmed) resolve();
          else reject(new NothingChanged());
        };
        move({ move: "asked", ask: { purpose, answer } });
      }),
    [],
  );

  function end(ask: Ask, confirmed: boolean) {
    move({ move: "ended", ask });
    ask.answer(confirmed);
  }

  useEffect(() => {
    if (confirmation.step === "idle") {
      dialog.current?.close();
      return;
    }
    if (!dialog.current?.open) dialog.current?.showModal();
    (confirmation.step === "password" ? passwordField : secondStep).current?.focus();
  }, [confirmation.step]);

  return (
    <ConfirmIdentityContext value={confirm}>
      {children}
      {/* Closed by Escape too: a confirmation still open then is cancelled. */}
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="card"
        onClose={() => {
          if (confirmation.step !== "idle") end(confirmation.ask, false);
        }}
      >
        <h2 id={headingId}>Confirm it&apos;s you</h2>
        {confirmation.step === "password" && (
          <>
            <p>To {confirmation.ask.purpose}, enter your current password.</p>
            <PasswordCheck
              email={email}
              fieldRef={passwordField}
              onConfirmed={() => {
                end(confirmation.ask, true);
              }}
              onSecondFactor={(challenge) => {
                move({ move: "second factor needed", ask: confirmation.ask, challenge });
              }}
            />
          </>
        )}
        {confirmation.step === "second factor" && (
          <div ref={secondStep} tabIndex={-1} className="step">
            <p>To {confirmation.ask.purpose}, give your second factor too.</p>
            <SecondFactorStep
              challenge={confirmation.challenge}
              onComplete={() => {
                end(confirmation.ask, true);
              }}
            />
          </div>
        )}
        {confirmation.step !== "idle" && (
          <button
            type="button"
            className="cancel secondary"
            onClick={() => {
              end(confirmation.ask, false);
            }}
          >
            Cancel
          </button>
        )}
      </dialog>
    </ConfirmIdentityContext>
  );
}
