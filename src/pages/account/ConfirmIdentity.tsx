import { useLingui } from "@lingui/react/macro";
import { useId, useReducer, useRef, type ReactNode } from "react";
import { SecondFactorStep } from "../secondFactor/SecondFactorStep";
import type { ChangePurpose } from "./changePurposes";
import { IDLE, nextStep, type Ask } from "./confirmationSteps";
import { ConfirmIdentityContext, NothingChanged } from "./confirmIdentityContext";
import { focusOnMount } from "./focusOnMount";
import { PasswordCheck } from "./PasswordCheck";

interface ConfirmIdentityProps {
  email: string;
  children: ReactNode;
}

/** Shown modal as it is attached; its password field takes the focus it could not take before. */
function showModal(dialog: HTMLDialogElement | null) {
  dialog?.showModal();
  dialog?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
}

/**
 * "Confirm it's you", asked again at every change with no "recently confirmed" window: as OWASP
 * ASVS 5.0 wants (6.2.3, 7.5.1), and within Firebase's limit of a sign-in in the last 5 minutes.
 */
export function ConfirmIdentity({ email, children }: ConfirmIdentityProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [confirmation, dispatch] = useReducer(nextStep, IDLE);
  // Read by callers whose render is past (a change that awaited a chunk), so a ref, not state.
  const open = useRef<Ask | null>(null);

  function confirm(purpose: ChangePurpose) {
    // One ask at a time: an earlier one still open ends unconfirmed, so no change waits for good.
    open.current?.answer(false);
    return new Promise<void>((resolve, reject) => {
      const ask: Ask = {
        purpose,
        answer: (confirmed) => {
          if (open.current === ask) open.current = null;
          if (confirmed) resolve();
          else reject(new NothingChanged());
        },
      };
      open.current = ask;
      dispatch({ type: "asked", ask });
    });
  }

  function end(ask: Ask, confirmed: boolean) {
    dispatch({ type: "ended", ask });
    ask.answer(confirmed);
  }

  return (
    <ConfirmIdentityContext value={confirm}>
      {children}
      {confirmation.step !== "idle" && (
        <dialog
          ref={showModal}
          aria-labelledby={headingId}
          className="card"
          // Escape, on which the browser closes a modal dialog.
          onClose={() => {
            end(confirmation.ask, false);
          }}
        >
          <h2 id={headingId}>{t`Confirm it's you`}</h2>
          {confirmation.step === "password" ? (
            <>
              <p>{t(confirmation.ask.purpose.password)}</p>
              <PasswordCheck
                email={email}
                onConfirmed={() => {
                  end(confirmation.ask, true);
                }}
                onSecondFactor={(challenge) => {
                  dispatch({ type: "second factor needed", ask: confirmation.ask, challenge });
                }}
              />
            </>
          ) : (
            <div ref={focusOnMount} tabIndex={-1} className="step">
              <p>{t(confirmation.ask.purpose.secondFactor)}</p>
              <SecondFactorStep
                challenge={confirmation.challenge}
                onComplete={() => {
                  end(confirmation.ask, true);
                }}
              />
            </div>
          )}
          <button
            type="button"
            className="cancel secondary"
            onClick={() => {
              end(confirmation.ask, false);
            }}
          >
            {t`Cancel`}
          </button>
        </dialog>
      )}
    </ConfirmIdentityContext>
  );
}
