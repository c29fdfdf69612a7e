import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import type { SecondFactor, SecondFactorChallenge } from "../../auth/IdentityService";
import { Field } from "../../components/Field";
import { leftToRight } from "../../i18n/leftToRight";
import { RecaptchaNotice } from "../../components/RecaptchaNotice";
import { formText } from "../../lib/formText";
import { useSingleSubmit } from "../../components/useSingleSubmit";
import { messageFor } from "../../auth/serviceMessages";

interface OneTimeCodeEntryProps {
  challenge: SecondFactorChallenge;
  factor: SecondFactor;
  onComplete?: () => void;
  /** Back to the choice of factor, where there is one: then the field takes focus at once. */
  onChooseAnother?: () => void;
}

/**
 * One factor's one-time code: a phone's texted as this appears and again on request, or an app's.
 * One live region says where a code went, then how the code given went.
 */
export function OneTimeCodeEntry(props: OneTimeCodeEntryProps) {
  const { challenge, factor, onComplete, onChooseAnother } = props;
  const { t } = useLingui();
  const instructionId = useId();
  // Put into words at render, so a change of language re-words it.
  const [status, setStatus] = useState<"sent" | { error: unknown } | null>(null);
  const [sending, setSending] = useState(false);
  const textedOnce = useRef(false);
  const texted = factor.kind === "phone";
  // Null where the service gives no number: the texts then say "your phone", in words of their own.
  const phone = factor.phoneNumber && leftToRight(factor.phoneNumber);

  async function textCode() {
    setSending(true);
    setStatus(null);
    try {
      await challenge.sendCode(factor.id);
      setStatus("sent");
    } catch (error) {
      setStatus({ error });
    } finally {
      setSending(false);
    }
  }

  const textFirstCode = useEffectEvent(() => void textCode());
  useEffect(() => {
    // StrictMode's second run must not text a second code, which would void the first.
    if (!texted || textedOnce.current) return;
    textedOnce.current = true;
    textFirstCode();
  }, [texted]);

  const { busy, onSubmit } = useSingleSubmit(async (form) => {
    setStatus(null);
    try {
      await challenge.complete(factor.id, formText(new FormData(form), "code"));
    } catch (error) {
      setStatus({ error });
      return;
    }
    // Outside the catch: a failure of what follows the step is no failure of the code.
    onComplete?.();
  });

  const failed = typeof status === "object" && status !== null;
  function statusText(): string | undefined {
    if (busy) return t`Checking the code...`;
    if (sending)
      return phone ? t`Texting a code to ${phone}...` : t`Texting a code to your phone...`;
    if (status === "sent") {
      return phone
        ? t`A code has been texted to ${phone}.`
        : t`A code has been texted to your phone.`;
    }
    return status === null ? undefined : t(messageFor(status.error));
  }

  return (
    <>
      <p id={instructionId}>
        {!texted
          ? t`Enter the six-digit code your authenticator app shows.`
          : phone
            ? t`Enter the code texted to ${phone}.`
            : t`Enter the code texted to your phone.`}
      </p>
      <form className="form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        <Field
          label={t({
            comment: "A field's label: a one-time code.",
            message: "Code",
          })}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-describedby={instructionId}
          autoFocus={onChooseAnother !== undefined}
        />
        <button type="submit" disabled={busy}>
          {t({ comment: "A button: check the one-time code.", message: "Verify" })}
        </button>
        <p className={failed ? "status failed" : "status"} role="status">
          {statusText()}
        </p>
      </form>
      {(texted || onChooseAnother) && (
        <div className="links">
          {texted && (
            <button type="button" disabled={sending} onClick={() => void textCode()}>
              {t`Send a new code`}
            </button>
          )}
          {onChooseAnother && (
            <button type="button" onClick={onChooseAnother}>
              {t`Use another factor`}
            </button>
          )}
        </div>
      )}
      {texted && <RecaptchaNotice />}
    </>
  );
}
