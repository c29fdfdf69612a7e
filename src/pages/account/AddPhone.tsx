import { useId, useState } from "react";
import { Link } from "react-router";
import type { PhoneEnrolment } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { RecaptchaNotice } from "../../components/RecaptchaNotice";
import { authEmulatorUrl, offersAuthenticatorApps } from "../../config/appConfig";
import { formText } from "../../lib/formText";
import { ActionForm } from "./ActionForm";

interface AddPhoneProps {
  /** Called once the phone is added, with what to say of it. */
  onAdded: (notice: string) => void;
  onCancel: () => void;
}

/** The open addition of a phone: its number and a name, then the code texted to it. */
export function AddPhone({ onAdded, onCancel }: AddPhoneProps) {
  const { identity } = useAuth();
  const [texted, setTexted] = useState<{
    enrolment: PhoneEnrolment;
    phoneNumber: string;
    name: string;
  } | null>(null);
  const numberHint = useId();
  const nameHint = useId();

  if (texted) {
    const { enrolment, phoneNumber, name } = texted;
    return (
      <ActionForm
        label="Add a phone"
        key="code"
        submitLabel="Add phone"
        busyText="Checking the code..."
        onCancel={onCancel}
        onSubmit={async (fields) => {
          await enrolment.confirm(formText(fields, "code"), name);
          onAdded(
            `${name || "The phone"} has been added: signing in now asks for a code texted to it.`,
          );
        }}
      >
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
        <Field label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" />
      </ActionForm>
    );
  }

  return (
    <>
      <ActionForm
        label="Add a phone"
        key="number"
        submitLabel="Send code"
        busyText="Sending code..."
        onCancel={onCancel}
        onSubmit={async (fields, confirm) => {
          const phoneNumber = formText(fields, "phoneNumber");
          await confirm("add a phone");
          const enrolment = await identity.enrolPhone(phoneNumber);
          setTexted({ enrolment, phoneNumber, name: formText(fields, "factorName") });
        }}
      >
        {/* Said before the number is asked: whoever chooses a phone chooses knowing its limits. */}
        <p>
          A texted code does not protect against everything: someone who takes over your number (a
          SIM swap) or intercepts your texts receives the code too.
        </p>
        {offersAuthenticatorApps && (
          <p>
            An authenticator app is safer: its codes are made on your phone, never sent to it. To
            use one instead, press Add an authenticator app, below.
          </p>
        )}
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
      </ActionForm>
      <RecaptchaNotice />
    </>
  );
}
