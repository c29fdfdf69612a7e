import { useLingui } from "@lingui/react/macro";
import { leftToRight } from "../../i18n/leftToRight";
import { ApplyLink } from "./ApplyLink";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** A recovery link, mailed to the old address after a change: it puts that address back. */
export function RecoverEmail({ oobCode, info }: LinkScreenProps) {
  const { t } = useLingui();
  const email = leftToRight(info.email);
  const currentEmail = info.currentEmail && leftToRight(info.currentEmail);
  const question = currentEmail
    ? t`Your account's address was changed to ${currentEmail}. Restore it to ${email}?`
    : t`Your account's address was changed. Restore it to ${email}?`;
  return (
    <ApplyLink
      oobCode={oobCode}
      offer={<p>{question}</p>}
      submitLabel={t`Restore address`}
      busyText={t`Restoring...`}
      signsOut
      outcome={
        <>
          <p>{t`${email} is your account's address again. This browser is signed out.`}</p>
          {/* Whoever changed the address may have done it with the password. */}
          <p>{t`If you did not make that change, someone else may know your password: reset it.`}</p>
          <PasswordResetOffer email={info.email} />
        </>
      }
      next={{ to: "/auth/sign-in", label: t`Sign in` }}
    />
  );
}
