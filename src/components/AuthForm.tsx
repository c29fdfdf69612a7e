import { useRef, useState, type SubmitEvent } from "react";
import { alertError } from "../lib/alertError";

interface AuthFormProps {
  submitLabel: string;
  busyText: string;
  passwordAutoComplete: "current-password" | "new-password";
  onSubmit: (email: string, password: string) => Promise<void>;
}

/**
 * The spec's two forms, sign-in and sign-up: e-mail and password, and a status line saying
 * 'Logging in...' or 'Creating account...' while the request runs, cleared when it ends. A failure
 * is a browser alert with the service's own message, as the spec has it; focus then goes back to
 * the e-mail field, and what was typed stays. LiveStatusForm, the form of every other screen, says
 * its outcome in a live region instead. No validation here: the service checks the input.
 */
export function AuthForm({ submitLabel, busyText, passwordAutoComplete, onSubmit }: AuthFormProps) {
  // Not a React form action (<form action>, useActionState): that clears the fields after a failure
  // too, and sends a second submit's request once the first ends.
  const [busy, setBusy] = useState(false);
  // Two submits in one task both see the old `busy`; the ref lets only the first through.
  const pending = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await onSubmit(emailInput.current?.value ?? "", passwordInput.current?.value ?? "");
    } catch (error) {
      alertError(error);
      emailInput.current?.focus();
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  return (
    // noValidate: the browser's own e-mail check would block some input with its own message;
    // the spec has the identity service check everything and alerts its message.
    <form
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <label htmlFor="email">Email</label>
      <input ref={emailInput} id="email" name="email" type="email" autoComplete="email" />
      <label htmlFor="password">Password</label>
      <input
        ref={passwordInput}
        id="password"
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
      />
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
      <p className="status" role="status">
        {busy ? busyText : ""}
      </p>
    </form>
  );
}
