import { useLingui } from "@lingui/react/macro";
import { leftToRight } from "../../i18n/leftToRight";
import { ApplyLink } from "./ApplyLink";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** The link mailed when a second factor is added: it removes that factor again. */
export function RevertSecondFactor({ oobCode, info }: LinkScreenProps) {
  const { t } = useLingui();
  const email = leftToRight(info.email);
  return (
    <ApplyLink
      oobCode={oobCode}
      offer={
        <p>
          {t`A second factor was just added to ${email}. If you did not add it, remove it: signing in will no longer ask for it.`}
        </p>
      }
      submitLabel={t`Remove second factor`}
      busyText={t`Removing...`}
      outcome={
        <>
          <p>{t`The second factor just added to ${email} has been removed.`}</p>
          {/* Adding a factor takes the current password: whoever added it knew it. */}
          <p>{t`If you did not add it, someone else knows your password: reset it now.`}</p>
          <PasswordResetOffer email={info.email} />
        </>
      }
      next={{ to: "/", label: t`Home` }}
    />
  );
}
