import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import type { SecondFactor, SecondFactorChallenge } from "../../auth/IdentityService";
import { Field } from "../../components/Field";
import { RecaptchaNotice } from "../../components/RecaptchaNotice";
import { formText } from "../../lib/formText";
import { useSingleSubmit } from "../../components/useSingleSubmit";
import { messageFor } from "../../lib/serviceMessages";

interface CodeEntryProps {
  challenge: SecondFactorChallenge;
  factor: SecondFactor;
  onComplete?: () => void;
  /** Whether the code field takes focus at once: the visitor has just chosen this factor. */
  focusCode: boolean;
  /** Back to the choice of factor, where there is one. */
  onChooseAnother?: () => void;
}

/**
 * The code of one factor: for a phone, texted once this appears and again on request; for an
 * authenticator app, the one it shows. One live region says where a code went, then how the code
 * given went. A failure leaves everything usable: a wrong code can be typed again, a new one sent.
 * One without a service code is the app's own bug, which messageFor reports.
 */
export function CodeEntry({
  challenge,
  factor,
  onComplete,
  focusCode,
  onChooseAnother,
}: CodeEntryProps) {
  const instructionId = useId();
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const textedOnce = useRef(false);
  const texted = factor.kind === "phone";
  // As the service gives it: masked during a sign-in.
  const phone = factor.phoneNumber ?? "your phone";

  async function sendCode() {
    setSending(true);
    setStatus(null);
    try {
      await challenge.sendCode(factor.id);
      setStatus({ text: `A code has been texted to ${phone}.`, failed: false });
    } catch (error) {
      setStatus({ text: messageFor(error), failed: true });
    } finally {
      setSending(false);
    }
  }

  const sendFirstCode = useEffectEvent(() => void sendCode());
  useEffect(() => {
    // The ref keeps the effect's second run (React's StrictMode, in development) from texting a
    // second code, which would make the first one useless.
    if (!texted || textedOnce.current) return;
    textedOnce.current = true;
    sendFirstCode();
  }, [texted]);

  const { busy, onSubmit } = useSingleSubmit(async (form) => {
    setStatus(null);
    try {
      await challenge.complete(factor.id, formText(new FormData(form), "code"));
    } catch (error) {
      setStatus({ text: messageFor(error), failed: true });
      return;
    }
    // Outside the catch: a failure of what follows the step is no failure of the code.
    onComplete?.();
  });

  const statusText = busy
    ? "Checking the code..."
    : sending
      ? `Texting a code to ${phone}...`
      : status?.text;

  return (
    <>
      <p id={instructionId}>
        {texted
          ? `Enter the code texted to ${phone}.`
          : "Enter the six-digit code your authenticator app shows."}
      </p>
      <form className="form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        <Field
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-describedby={instructionId}
          autoFocus={focusCode}
        />
        <button type="submit" disabled={busy}>
          Verify
        </button>
        <p className={status?.failed ? "status failed" : "status"} role="status">
          {statusText}
        </p>
      </form>
      {(texted || onChooseAnother) && (
        <div className="links">
          {texted && (
            <button type="button" disabled={sending} onClick={() => void sendCode()}>
              Send a new code
            </button>
          )}
          {onChooseAnother && (
            <button type="button" onClick={onChooseAnother}>
              Use another factor
            </button>
          )}
        </div>
      )}
      {texted && <RecaptchaNotice />}
    </>
  );
}
