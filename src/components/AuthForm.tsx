import { useRef, useState, type SubmitEvent } from "react";
import { alertError } from "../lib/alertError";

interface AuthFormProps {
  submitLabel: string;
  busyText: string;
  passwordAutoComplete: "current-password" | "new-password";
  onSubmit: (email: string, password: string) => Promise<void>;
}

/**
 * The e-mail and password form shared by sign-in and sign-up. It does no validation of its own:
 * the identity service checks the input, and its message is shown as it comes.
 */
export function AuthForm({ submitLabel, busyText, passwordAutoComplete, onSubmit }: AuthFormProps) {
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
