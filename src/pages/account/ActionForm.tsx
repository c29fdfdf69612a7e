import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { useSingleSubmit } from "../../components/useSingleSubmit";
import { messageFor } from "../../auth/serviceMessages";
import { NothingChanged, useConfirmIdentity, type AskToConfirm } from "./confirmIdentityContext";
import { focusOnMount } from "./focusOnMount";

interface ActionFormProps {
  label: string;
  submitLabel: string;
  /** Said while the change is made, once confirmed (the dialog says its own). */
  busyText: string;
  destructive?: boolean;
  /** Makes the change, after `await confirm(purpose)` where it needs "Confirm it's you". */
  onSubmit: (fields: FormData, confirm: AskToConfirm) => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * An open action: a form landmark named for it, focused as it opens, so a screen reader says which
 * is open. A success closes it (the section says it), so its live region says only a refusal.
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
  const [outcome, setOutcome] = useState<{ said: MessageDescriptor; failed: boolean } | null>(null);
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
      setOutcome(
        error instanceof NothingChanged
          ? { said: msg`Nothing was changed.`, failed: false }
          : { said: messageFor(error), failed: true },
      );
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
        {busy ? (confirming ? "" : busyText) : outcome && t(outcome.said)}
      </p>
    </form>
  );
}
