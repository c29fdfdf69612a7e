import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { SecondFactorChallenge } from "../../auth/IdentityService";
import { secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { useSingleSubmit } from "../../components/useSingleSubmit";
import { formText } from "../../lib/formText";
import { messageFor } from "../../auth/serviceMessages";

interface PasswordCheckProps {
  email: string;
  onConfirmed: () => void;
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
}

/** The dialog's first step; the hidden username tells a password manager whose password to fill. */
export function PasswordCheck({ email, onConfirmed, onSecondFactor }: PasswordCheckProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const { busy, onSubmit } = useSingleSubmit(async (form) => {
    setFailure(null);
    try {
      await identity.confirmPassword(formText(new FormData(form), "currentPassword"));
      onConfirmed();
    } catch (error) {
      const challenge = secondFactorChallenge(error);
      if (challenge) onSecondFactor(challenge);
      else setFailure(messageFor(error));
    }
  }, field);

  return (
    <form className="form" noValidate aria-busy={busy} onSubmit={onSubmit}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        ref={field}
        label={t`Current password`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" disabled={busy}>
        {t`Continue`}
      </button>
      <p className={failure ? "status failed" : "status"} role="status">
        {busy ? t`Checking your password...` : failure && t(failure)}
      </p>
    </form>
  );
}
