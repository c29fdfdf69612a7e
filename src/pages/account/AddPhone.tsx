import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import type { PhoneEnrolment } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { RecaptchaNotice } from "../../components/RecaptchaNotice";
import { authEmulatorUrl, offersAuthenticatorApps } from "../../config/appConfig";
import { isolate } from "../../i18n/isolate";
import { leftToRight } from "../../i18n/leftToRight";
import { formText } from "../../lib/formText";
import { ActionForm } from "./ActionForm";
import { FactorNameField } from "./FactorNameField";
import { CHANGE_PURPOSES } from "./changePurposes";

interface AddPhoneProps {
  onAdded: (notice: MessageDescriptor) => void;
  onCancel: () => void;
}

export function AddPhone({ onAdded, onCancel }: AddPhoneProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [texted, setTexted] = useState<{
    enrolment: PhoneEnrolment;
    phoneNumber: string;
    name: string;
  } | null>(null);
  const action = { label: t`Add a phone`, onCancel };

  if (texted) {
    const { enrolment, name: typedName } = texted;
    const phoneNumber = leftToRight(texted.phoneNumber);
    return (
      <ActionForm
        {...action}
        key="code"
        submitLabel={t`Add phone`}
        busyText={t`Checking the code...`}
        onSubmit={async (fields) => {
          await enrolment.confirm(formText(fields, "code"), typedName);
          const name = isolate(typedName);
          onAdded(
            typedName
              ? msg`Second factor added: ${name}. Signing in now asks for a code texted to this phone.`
              : msg`The phone has been added: signing in now asks for a code texted to it.`,
          );
        }}
      >
        <p>{t`A code has been texted to ${phoneNumber}. Enter it to add the phone.`}</p>
        {authEmulatorUrl !== null && (
          <p>
            {t`This app runs on the Auth emulator, which sends no texts: the code is in its inbox, which this link opens in a new tab:`}{" "}
            <Link to="/inbox" target="_blank">
              {t`emulator's inbox`}
            </Link>
          </p>
        )}
        <Field label={t`Code`} name="code" autoComplete="one-time-code" inputMode="numeric" />
      </ActionForm>
    );
  }

  const example = leftToRight("+1 555 555 0100");
  return (
    <>
      <ActionForm
        {...action}
        key="number"
        submitLabel={t`Send code`}
        busyText={t`Sending code...`}
        onSubmit={async (fields, confirm) => {
          const phoneNumber = formText(fields, "phoneNumber");
          await confirm(CHANGE_PURPOSES.addPhone);
          const enrolment = await identity.enrolPhone(phoneNumber);
          setTexted({ enrolment, phoneNumber, name: formText(fields, "factorName") });
        }}
      >
        {/* Said before the number is asked: whoever chooses a phone chooses knowing its limits. */}
        <p>
          {t`A texted code does not protect against everything: someone who takes over your number (a SIM swap) or intercepts your texts receives the code too.`}
        </p>
        {offersAuthenticatorApps && (
          <p>
            {t`An authenticator app is safer: its codes are made on your phone, never sent to it. To use one instead, press Add an authenticator app, below.`}
          </p>
        )}
        <Field
          label={t`Phone number`}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          hint={t`In international form, with + and the country code: ${example}.`}
        />
        <FactorNameField hint={t`To tell it from others, such as Work phone.`} />
      </ActionForm>
      <RecaptchaNotice />
    </>
  );
}
