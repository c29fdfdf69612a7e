import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { SERVICE_UNAVAILABLE } from "../auth/IdentityService";
import { alertError } from "../lib/alertError";
import { useSingleSubmit } from "./useSingleSubmit";

/** The one failure the service cannot word: its code was never loaded (said again in serviceMessages). */
const NOT_LOADED = msg`The sign-in service could not be loaded. Check your connection, then try again.`;

function notLoaded(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === SERVICE_UNAVAILABLE;
}

interface AuthFormProps {
  submitLabel: string;
  busyText: string;
  passwordAutoComplete: "current-password" | "new-password";
  onSubmit: (email: string, password: string) => Promise<void>;
}

/**
 * The spec's sign-in and sign-up form. As the spec has it, a failure is a browser alert with the
 * service's own message, and the service checks the input; focus then goes back to the e-mail.
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
      alertError(notLoaded(error) ? t(NOT_LOADED) : error);
      emailInput.current?.focus();
    }
  });

  return (
    // noValidate: the browser's e-mail check would answer before the service.
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
