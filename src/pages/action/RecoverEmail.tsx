import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { alertError } from "../../lib/alertError";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** A recovery link, mailed to the old address after a change: it puts that address back. */
export function RecoverEmail({ code, info }: LinkScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [restored, setRestored] = useState(false);

  async function restore() {
    await identity.applyActionCode(code);
    setRestored(true);
    // As after a change of address: this tab's session is not to be trusted any more.
    if (user) identity.signOut().catch(alertError);
  }

  const email = leftToRight(info.email);
  if (restored) {
    return (
      <Done>
        <p>{t`${email} is your account's address again. This browser is signed out.`}</p>
        {/* Whoever changed the address may have done it with the password. */}
        <p>{t`If you did not make that change, someone else may know your password: reset it.`}</p>
        <PasswordResetOffer email={info.email} />
        <nav aria-label={t`Next`} className="links">
          <Link to="/auth/sign-in">{t`Sign in`}</Link>
        </nav>
      </Done>
    );
  }

  const currentEmail = info.currentEmail && leftToRight(info.currentEmail);
  return (
    <>
      <p>
        {currentEmail
          ? t`Your account's address was changed to ${currentEmail}. Restore it to ${email}?`
          : t`Your account's address was changed. Restore it to ${email}?`}
      </p>
      <LiveStatusForm
        submitLabel={t`Restore address`}
        busyText={t`Restoring...`}
        onSubmit={restore}
      />
    </>
  );
}
