import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { formText } from "../../lib/formText";
import { NewPasswordField, sayUnmetRules } from "../common/NewPasswordField";
import { BREACH_CHECK_SKIPPED, screenNewPassword } from "../common/newPasswordScreening";
import { AccountSection } from "./AccountSection";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";
import { CHANGE_PURPOSES } from "./changePurposes";

export function PasswordSection({ email }: { email: string }) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [changed, setChanged] = useState(false);
  const [breachCheckSkipped, setBreachCheckSkipped] = useState(false);
  return (
    <AccountSection title={t`Password`}>
      <p>{t`Choose one you use nowhere else.`}</p>
      <InPlaceAction
        opener={t`Change password`}
        onOpen={() => {
          setChanged(false);
          setBreachCheckSkipped(false);
        }}
      >
        {(close) => (
          <ActionForm
            label={t`Change password`}
            submitLabel={t`Change password`}
            busyText={t`Changing password...`}
            onCancel={close}
            onSubmit={async (fields, confirm) => {
              const password = formText(fields, "newPassword");
              // Before the confirmation (and a texted code), which a refused password would waste.
              const breachChecked = await screenNewPassword(password, email, identity);
              await confirm(CHANGE_PURPOSES.changePassword);
              await identity.changePassword(password).catch(sayUnmetRules(identity, password));
              close();
              setChanged(true);
              setBreachCheckSkipped(!breachChecked);
            }}
          >
            {/* Whose password it is, for the password manager that offers to save the new one. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
            <NewPasswordField />
          </ActionForm>
        )}
      </InPlaceAction>
      <p className="notice" role="status">
        {changed && t`Your password has been changed.`}
      </p>
      {/* A status of its own, so that the change's stays as it reads. */}
      {breachCheckSkipped && (
        <p className="notice" role="status">
          {t(BREACH_CHECK_SKIPPED)}
        </p>
      )}
    </AccountSection>
  );
}
