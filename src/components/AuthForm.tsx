import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { alertError } from "../lib/alertError";
import { useSingleSubmit } from "./useSingleSubmit";

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
  const { t } = useLingui();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const { busy, onSubmit: submitOnce } = useSingleSubmit(async () => {
    try {
      await onSubmit(emailInput.current?.value ?? "", passwordInput.current?.value ?? "");
    } catch (error) {
      // The alert first: the status line clears once it is dismissed, as the request has ended.
      alertError(error);
      emailInput.current?.focus();
    }
  });

  return (
    // noValidate: the browser's own e-mail check would block some input with its own message;
    // the spec has the identity service check everything and alerts its message.
    <form className="form" noValidate aria-busy={busy} onSubmit={submitOnce}>
      <label htmlFor="email">{t`Email`}</label>
      <input ref={emailInput} id="email" name="email" type="email" autoComplete="email" />
      <label htmlFor="password">{t`Password`}</label>
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
