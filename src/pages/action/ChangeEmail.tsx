import { useLingui } from "@lingui/react/macro";
import { leftToRight } from "../../i18n/leftToRight";
import { ApplyLink } from "./ApplyLink";
import type { LinkScreenProps } from "./LinkCheckScreen";

/** A change-of-address link, mailed to the new address: the change happens on its press. */
export function ChangeEmail({ oobCode, info }: LinkScreenProps) {
  const { t } = useLingui();
  const email = leftToRight(info.email);
  const currentEmail = info.currentEmail && leftToRight(info.currentEmail);
  return (
    <ApplyLink
      oobCode={oobCode}
      signsOut
      offer={
        <p>
          {currentEmail
            ? t`Change your account's address from ${currentEmail} to ${email}.`
            : t`Change your account's address to ${email}.`}
        </p>
      }
      submitLabel={t`Confirm new address`}
      busyText={t`Confirming...`}
      outcome={
        <>
          <p>{t`Your account's address is now ${email}.`}</p>
          <p>
            {t`This browser is signed out, and the service signs out your other devices too. Sign in with the new address.`}
          </p>
        </>
      }
      next={{ to: "/auth/sign-in", label: t`Sign in` }}
    />
  );
}
