import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { useSingleSubmit } from "../../components/useSingleSubmit";
import { messageFor } from "../../auth/serviceMessages";
import { NothingChanged, useConfirmIdentity } from "./confirmIdentityContext";
import { focusOnMount } from "./focusOnMount";

interface ActionFormProps {
  /** The action's name, the form's: "Change password". */
  label: string;
  submitLabel: string;
  /** Said while the change is made, once confirmed (the dialog says its own). */
  busyText: string;
  /** For a change that deletes something: its button says so in the danger colour. */
  destructive?: boolean;
  /**
   * Makes the change with the form's fields, after `await confirm("<do the thing>")` where it needs
   * the visitor to confirm it's them. A rejection is said in the form's live region.
   */
  onSubmit: (fields: FormData, confirm: (purpose: string) => Promise<void>) => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * One step of an open action on the account page: its fields, its submit, Cancel, and one live
 * region for how the change goes ("Nothing was changed." if the confirmation is cancelled: a choice,
 * not a failure). Named for the action, it is a form landmark, and takes the focus as it opens in
 * place of the button that opened it, so a screen reader says which action is open and starts at
 * its first words; Escape inside it is Cancel. While the change is made, neither can stop it: the
 * form stays to say how it went.
 *
 * Not the other screens' LiveStatusForm: that one stays after a success and says it, where this one
 * is closed by it (the section says it), and it has a Cancel and a confirmation.
 */
export function ActionForm({
  label,
  submitLabel,
  busyText,
  destructive = false,
  onSubmit,
  onCancel,
  children,
}: ActionFormProps) {
  const { t } = useLingui();
  const confirmIdentity = useConfirmIdentity();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { busy, onSubmit: submitOnce } = useSingleSubmit(async (form) => {
    setOutcome(null);
    try {
      await onSubmit(new FormData(form), async (purpose) => {
        setConfirming(true);
        try {
          await confirmIdentity(purpose);
        } finally {
          setConfirming(false);
        }
      });
    } catch (error) {
      const cancelled = error instanceof NothingChanged;
      setOutcome({ text: cancelled ? error.message : t(messageFor(error)), failed: !cancelled });
    }
  }, button);

  return (
    <form
      ref={focusOnMount}
      tabIndex={-1}
      aria-label={label}
      className="form step"
      noValidate
      aria-busy={busy}
      onSubmit={submitOnce}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) onCancel();
      }}
    >
      {children}
      <div className="form-buttons">
        <button
          ref={button}
          type="submit"
          disabled={busy}
          className={destructive ? "danger" : undefined}
        >
          {submitLabel}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => {
            onCancel();
          }}
        >
          {t`Cancel`}
        </button>
      </div>
      <p className={outcome?.failed ? "status failed" : "status"} role="status">
        {busy ? (confirming ? "" : busyText) : outcome?.text}
      </p>
    </form>
  );
}
