import { useId, useState } from "react";
import type { AuthenticatorAppEnrolment } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { loadChunk } from "../../lib/loadChunk";
import { PlainFailure } from "../../lib/serviceMessages";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { CurrentPasswordFields } from "./CurrentPasswordFields";
import { FactorStep } from "./FactorStep";
import { QrCode } from "./QrCode";
import { SecretKey } from "./SecretKey";

type Step =
  | { step: "password"; focus: boolean }
  | { step: "code"; enrolment: AuthenticatorAppEnrolment; modules: boolean[][] };

/**
 * The first step, as the page opens and again once the app is added: it takes no focus then (the
 * page's heading has it, then the list's).
 */
const START: Step = { step: "password", focus: false };

interface AddAuthenticatorAppProps {
  email: string;
  /** Called once the app is added, with what to say of it. */
  onAdded: (notice: string) => void;
}

/** The QR code's encoder, a chunk of its own: only those adding an app need it. */
async function loadQrEncoder() {
  try {
    return await loadChunk(() => import("uqr"));
  } catch (error) {
    throw new PlainFailure(
      "The QR code could not be loaded. Check your connection, then try again.",
      error,
    );
  }
}

/**
 * Adding an authenticator app: the current password, then a QR code of the secret (and the secret
 * written out) to give the app, then a code it shows and a name.
 */
export function AddAuthenticatorApp({ email, onAdded }: AddAuthenticatorAppProps) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  const [step, setStep] = useState<Step>(START);
  const codeHint = useId();
  const nameHint = useId();

  async function start(fields: FormData) {
    const { encode } = await loadQrEncoder();
    const enrolment = await completeWithSecondFactor(
      identity.enrolAuthenticatorApp(formText(fields, "currentPassword")),
    );
    // A quiet zone of four modules around the code, as the QR standard asks.
    setStep({ step: "code", enrolment, modules: encode(enrolment.uri, { border: 4 }).data });
  }

  if (step.step === "code") {
    const { enrolment, modules } = step;
    return (
      <FactorStep key="code" focus>
        <p>Scan this QR code with your authenticator app:</p>
        <QrCode
          modules={modules}
          label="QR code of a new key for your authenticator app. The same key is written out below."
        />
        <p>
          Cannot scan it? Add the account in the app by hand, with this key:{" "}
          <SecretKey secret={enrolment.secret} />
        </p>
        <LiveStatusForm
          submitLabel="Add authenticator app"
          busyText="Checking the code..."
          onSubmit={async (fields) => {
            const name = formText(fields, "factorName");
            await enrolment.confirm(formText(fields, "code"), name);
            setStep(START);
            onAdded(
              `${name || "The authenticator app"} has been added: ` +
                "signing in now asks for a code from it.",
            );
          }}
        >
          <Field
            label="Code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            aria-describedby={codeHint}
          />
          <p id={codeHint} className="hint">
            The six digits the app now shows for this account.
          </p>
          <Field label="Name" name="factorName" autoComplete="off" aria-describedby={nameHint} />
          <p id={nameHint} className="hint">
            To tell it from others, such as Phone app.
          </p>
        </LiveStatusForm>
        <button
          type="button"
          onClick={() => {
            setStep({ step: "password", focus: true });
          }}
        >
          Cancel
        </button>
      </FactorStep>
    );
  }

  return (
    <FactorStep key="start" focus={step.focus}>
      <LiveStatusForm submitLabel="Show QR code" busyText="Making a key..." onSubmit={start}>
        <CurrentPasswordFields email={email} />
      </LiveStatusForm>
    </FactorStep>
  );
}
