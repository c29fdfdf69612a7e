import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { alertError } from "../../lib/alertError";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** A change-of-address link, mailed to the new address: the change happens on its press. */
export function ChangeEmail({ code, info }: LinkScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [changed, setChanged] = useState(false);

  async function confirm() {
    await identity.applyActionCode(code);
    setChanged(true);
    // The service ends the account's sessions on a change of address (the SDK would sign this
    // tab out at its next token refresh): sign out now, so the page says what is true.
    if (user) identity.signOut().catch(alertError);
  }

  const email = leftToRight(info.email);
  if (changed) {
    return (
      <Done>
        <p>{t`Your account's address is now ${email}.`}</p>
        <p>
          {t`This browser is signed out, and the service signs out your other devices too. Sign in with the new address.`}
        </p>
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
          ? t`Change your account's address from ${currentEmail} to ${email}.`
          : t`Change your account's address to ${email}.`}
      </p>
      <LiveStatusForm
        submitLabel={t`Confirm new address`}
        busyText={t`Confirming...`}
        onSubmit={confirm}
      />
    </>
  );
}
