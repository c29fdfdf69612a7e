import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { messageFor } from "../auth/serviceMessages";
import { useSingleSubmit } from "./useSingleSubmit";

interface LiveStatusFormProps {
  submitLabel: string;
  busyText: string;
  /** Said once it has succeeded, unless the page shows something else. */
  doneText?: string;
  onSubmit: (fields: FormData) => Promise<void>;
  children?: ReactNode;
}

/**
 * The form of every screen beyond the spec's two: one live region says what is happening, then how
 * it went, a failure too (not alerted). A failure keeps what was typed.
 */
export function LiveStatusForm({
  submitLabel,
  busyText,
  doneText,
  onSubmit,
  children,
}: LiveStatusFormProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<"done" | { error: unknown } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { busy, onSubmit: submitOnce } = useSingleSubmit(async (form) => {
    setOutcome(null);
    try {
      await onSubmit(new FormData(form));
      // Passwords typed for a change that is done must not stay on the screen.
      form.reset();
      setOutcome("done");
    } catch (error) {
      setOutcome({ error });
    }
  }, button);
  const failed = typeof outcome === "object" && outcome !== null;
  const outcomeText = outcome === "done" ? doneText : outcome && t(messageFor(outcome.error));

  return (
    <form className="form" noValidate aria-busy={busy} onSubmit={submitOnce}>
      {children}
      <button ref={button} type="submit" disabled={busy}>
        {submitLabel}
      </button>
      <p className={failed ? "status failed" : "status"} role="status">
        {busy ? busyText : outcomeText}
      </p>
    </form>
  );
}
