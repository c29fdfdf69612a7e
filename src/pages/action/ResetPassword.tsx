import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { alertError } from "../../lib/alertError";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { NewPasswordField, sayUnmetRules } from "../common/NewPasswordField";
import { BREACH_CHECK_SKIPPED, screenNewPassword } from "../common/newPasswordScreening";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** A reset link: a new password for the address it was sent to. */
export function ResetPassword({ oobCode, info, continueTo }: LinkScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [saved, setSaved] = useState<{ breachChecked: boolean } | null>(null);

  async function save(fields: FormData) {
    const password = formText(fields, "newPassword");
    const breachChecked = await screenNewPassword(password, info.email, identity);
    await identity.confirmPasswordReset(oobCode, password).catch(sayUnmetRules(identity, password));
    // The service ends the account's sessions; this tab follows. Its failure is not the reset's.
    if (user?.email === info.email) identity.signOut().catch(alertError);
    setSaved({ breachChecked });
  }

  if (saved) {
    return (
      <Done next={{ to: continueTo ?? "/auth/sign-in", label: t`Continue` }}>
        <p>{t`Your password has been changed. Sign in with the new one.`}</p>
        {!saved.breachChecked && <p>{t(BREACH_CHECK_SKIPPED)}</p>}
      </Done>
    );
  }

  const email = leftToRight(info.email);
  return (
    <>
      <p>{t`Choose a new password for ${email}.`}</p>
      <LiveStatusForm submitLabel={t`Save password`} busyText={t`Saving...`} onSubmit={save}>
        {/* Tells password managers which account the new password belongs to. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={info.email}
          readOnly
          hidden
        />
        <NewPasswordField />
      </LiveStatusForm>
    </>
  );
}
