import { useId, useState } from "react";
import { Link } from "react-router";
import type { PhoneEnrolment } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { RecaptchaNotice } from "../../components/RecaptchaNotice";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { authEmulatorUrl } from "../../config/appConfig";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { CurrentPasswordFields } from "./CurrentPasswordFields";
import { FactorStep } from "./FactorStep";

type Step =
  | { step: "number"; focus: boolean }
  | { step: "code"; enrolment: PhoneEnrolment; phoneNumber: string; name: string };

/**
 * The first step, as the page opens and again once the phone is added: it takes no focus then (the
 * page's heading has it, then the list's).
 */
const START: Step = { step: "number", focus: false };

interface AddPhoneProps {
  email: string;
  /** Called once the phone is added, with what to say of it. */
  onAdded: (notice: string) => void;
}

/** Adding a phone: the current password, its number and a name, then the code texted to it. */
export function AddPhone({ email, onAdded }: AddPhoneProps) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  const [step, setStep] = useState<Step>(START);
  const numberHint = useId();
  const nameHint = useId();

  async function sendCode(fields: FormData) {
    const phoneNumber = formText(fields, "phoneNumber");
    const enrolment = await completeWithSecondFactor(
      identity.enrolPhone(formText(fields, "currentPassword"), phoneNumber),
    );
    setStep({ step: "code", enrolment, phoneNumber, name: formText(fields, "factorName") });
  }

  if (step.step === "code") {
    const { enrolment, phoneNumber, name } = step;
    return (
      <FactorStep key="code" focus>
        <p>A code has been texted to {phoneNumber}. Enter it to add the phone.</p>
        {/* Decided at build time: a build for a real project sends real texts. */}
        {authEmulatorUrl !== null && (
          <p>
            This app runs on the Auth emulator, which sends no texts: the code is in the{" "}
            <Link to="/inbox" target="_blank">
              emulator&apos;s inbox
            </Link>{" "}
            (a new tab).
          </p>
        )}
        <LiveStatusForm
          submitLabel="Add phone"
          busyText="Checking the code..."
          onSubmit={async (fields) => {
            await enrolment.confirm(formText(fields, "code"), name);
            setStep(START);
            onAdded(
              `${name || "The phone"} has been added: signing in now asks for a code texted to it.`,
            );
          }}
        >
          <Field label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" />
        </LiveStatusForm>
        <button
          type="button"
          onClick={() => {
            setStep({ step: "number", focus: true });
          }}
        >
          Cancel
        </button>
      </FactorStep>
    );
  }

  return (
    <FactorStep key="start" focus={step.focus}>
      <LiveStatusForm submitLabel="Send code" busyText="Sending code..." onSubmit={sendCode}>
        <CurrentPasswordFields email={email} />
        <Field
          label="Phone number"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          aria-describedby={numberHint}
        />
        <p id={numberHint} className="hint">
          In international form, with + and the country code: +1 555 555 0100.
        </p>
        <Field label="Name" name="factorName" autoComplete="off" aria-describedby={nameHint} />
        <p id={nameHint} className="hint">
          To tell it from others, such as Work phone.
        </p>
      </LiveStatusForm>
      <RecaptchaNotice />
    </FactorStep>
  );
}
