import { useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { messageFor } from "../lib/serviceMessages";

interface LiveStatusFormProps {
  submitLabel: string;
  /** Said while the call runs. */
  busyText: string;
  /** Said once it has succeeded (the page may show something else instead). */
  doneText?: string;
  /** Makes the call with the form's fields; a rejection is said in plain words. */
  onSubmit: (fields: FormData) => Promise<void>;
  children?: ReactNode;
}

/**
 * The form of every screen beyond the spec's two (AuthForm's): its fields are given as children,
 * and one live region says what is happening, then how it went, in plain words; a failure is said
 * there too, not alerted. A failure keeps what was typed, a success clears it. Like AuthForm, it
 * checks nothing itself and sends one request per press.
 */
export function LiveStatusForm({
  submitLabel,
  busyText,
  doneText,
  onSubmit,
  children,
}: LiveStatusFormProps) {
  // Not a React form action (<form action>, useActionState): that clears the fields after a failure
  // too, sends a second submit's request once the first ends, and holds the busy text and outcome
  // until every other form's action has ended too (the account page has four forms).
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  // Two submits in one task both see the old `busy`; the ref lets only the first through.
  const pending = useRef(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    const form = event.currentTarget;
    setBusy(true);
    setOutcome(null);
    try {
      await onSubmit(new FormData(form));
      // Passwords typed for a change that is done must not stay on the screen.
      form.reset();
      setOutcome({ text: doneText ?? "", failed: false });
    } catch (error) {
      setOutcome({ text: messageFor(error), failed: true });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {children}
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
      <p className={outcome?.failed ? "status failed" : "status"} role="status">
        {busy ? busyText : outcome?.text}
      </p>
    </form>
  );
}

/** A text field's value from a submitted form ("" if it is missing). */
export function formText(fields: FormData, name: string): string {
  const value = fields.get(name);
  return typeof value === "string" ? value : "";
}
