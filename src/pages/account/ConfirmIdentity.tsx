import { useLingui } from "@lingui/react/macro";
import { useId, useReducer, useRef, type ReactNode } from "react";
import { SecondFactorStep } from "../secondFactor/SecondFactorStep";
import { IDLE, nextStep, type Ask } from "./confirmationSteps";
import { ConfirmIdentityContext, NothingChanged } from "./confirmIdentityContext";
import { focusOnMount } from "./focusOnMount";
import { PasswordCheck } from "./PasswordCheck";

interface ConfirmIdentityProps {
  /** The signed-in account's address, for the password manager. */
  email: string;
  children: ReactNode;
}

/**
 * Shows the dialog as a modal one as it is attached (it is there only while it asks), and gives
 * the focus to its password field, which could not take it while the dialog was closed.
 */
function showModal(dialog: HTMLDialogElement | null) {
  dialog?.showModal();
  dialog?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
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
  const { t } = useLingui();
  const headingId = useId();
  const [confirmation, move] = useReducer(nextStep, IDLE);

  // The ask still open, as a caller sees it now: one that started from an earlier render (after
  // a chunk loaded, say) reads no stale state.
  const open = useRef<Ask | null>(null);

  function confirm(purpose: string) {
    // One ask at a time: one still open (another action's, sent before this one) ends
    // unconfirmed, so that no change waits for good.
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
      move({ move: "asked", ask });
    });
  }

  // What the open ask is for, which its sentences say.
  const purpose = confirmation.ask?.purpose ?? "";

  function end(ask: Ask, confirmed: boolean) {
    move({ move: "ended", ask });
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
          // Escape, which the browser answers by closing the dialog.
          onClose={() => {
            end(confirmation.ask, false);
          }}
        >
          <h2 id={headingId}>{t`Confirm it's you`}</h2>
          {confirmation.step === "password" ? (
            <>
              <p>{t`To ${purpose}, enter your current password.`}</p>
              <PasswordCheck
                email={email}
                onConfirmed={() => {
                  end(confirmation.ask, true);
                }}
                onSecondFactor={(challenge) => {
                  move({ move: "second factor needed", ask: confirmation.ask, challenge });
                }}
              />
            </>
          ) : (
            // Focused as it replaces the password's form, which had the focus.
            <div ref={focusOnMount} tabIndex={-1} className="step">
              <p>{t`To ${purpose}, give your second factor too.`}</p>
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
