import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** The link mailed when a second factor is added: it removes that factor again. */
export function RevertSecondFactor({ code, info }: LinkScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [removed, setRemoved] = useState(false);

  async function remove() {
    await identity.applyActionCode(code);
    setRemoved(true);
  }

  const email = leftToRight(info.email);
  if (removed) {
    return (
      <Done>
        <p>{t`The second factor just added to ${email} has been removed.`}</p>
        {/* Adding a factor takes the current password: whoever added it knew it. */}
        <p>{t`If you did not add it, someone else knows your password: reset it now.`}</p>
        <PasswordResetOffer email={info.email} />
        <nav aria-label={t`Next`} className="links">
          <Link to="/">{t`Home`}</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>
        {t`A second factor was just added to ${email}. If you did not add it, remove it: signing in will no longer ask for it.`}
      </p>
      <LiveStatusForm
        submitLabel={t`Remove second factor`}
        busyText={t`Removing...`}
        onSubmit={remove}
      />
    </>
  );
}
