import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AuthenticatorAppEnrolment } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { isolate } from "../../i18n/isolate";
import { formText } from "../../lib/formText";
import { loadChunk } from "../../lib/loadChunk";
import { UserFacingError } from "../../auth/serviceMessages";
import { ActionForm } from "./ActionForm";
import { FactorNameField } from "./FactorNameField";
import { QrCode } from "./QrCode";
import { SecretKey } from "./SecretKey";
import { CHANGE_PURPOSES } from "./changePurposes";

interface AddAuthenticatorAppProps {
  onAdded: (notice: MessageDescriptor) => void;
  onCancel: () => void;
}

/** The QR code's encoder, a chunk of its own: only those adding an app need it. */
async function loadQrEncoder() {
  try {
    return await loadChunk(() => import("uqr"));
  } catch (error) {
    throw new UserFacingError(
      msg`The QR code could not be loaded. Check your connection, then try again.`,
      error,
    );
  }
}

export function AddAuthenticatorApp({ onAdded, onCancel }: AddAuthenticatorAppProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [shown, setShown] = useState<{
    enrolment: AuthenticatorAppEnrolment;
    modules: boolean[][];
  } | null>(null);
  // Both steps are one action, named alike; each step's key gives it a form of its own.
  const action = { label: t`Add an authenticator app`, onCancel };

  if (!shown) {
    return (
      <ActionForm
        {...action}
        key="start"
        submitLabel={t`Show QR code`}
        busyText={t`Making a key...`}
        onSubmit={async (_fields, confirm) => {
          // Loaded first: offline, nothing is asked for nothing.
          const { encode } = await loadQrEncoder();
          await confirm(CHANGE_PURPOSES.addAuthenticatorApp);
          const enrolment = await identity.enrolAuthenticatorApp();
          // A quiet zone of four modules around the QR code, as its standard asks.
          setShown({ enrolment, modules: encode(enrolment.uri, { border: 4 }).data });
        }}
      >
        <p>{t`A new key for your app, shown as a QR code for it to scan.`}</p>
      </ActionForm>
    );
  }

  const { enrolment, modules } = shown;
  return (
    <ActionForm
      {...action}
      key="code"
      submitLabel={t`Add authenticator app`}
      busyText={t`Checking the code...`}
      onSubmit={async (fields) => {
        const typedName = formText(fields, "factorName");
        await enrolment.confirm(formText(fields, "code"), typedName);
        const name = isolate(typedName);
        onAdded(
          typedName
            ? msg`Second factor added: ${name}. Signing in now asks for a code from this app.`
            : msg`The authenticator app has been added: signing in now asks for a code from it.`,
        );
      }}
    >
      <p>{t`Scan this QR code with your authenticator app:`}</p>
      <QrCode
        modules={modules}
        label={t`QR code of a new key for your authenticator app. The same key is written out below.`}
      />
      <p>
        {t`Cannot scan it? Add the account in the app by hand, with this key:`}{" "}
        <SecretKey secret={enrolment.secret} />
      </p>
      <Field
        label={t`Code`}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        hint={t`The six digits the app now shows for this account.`}
      />
      <FactorNameField hint={t`To tell it from others, such as Phone app.`} />
    </ActionForm>
  );
}
