import { useLingui } from "@lingui/react/macro";
import { leftToRight } from "../../i18n/leftToRight";
import { ApplyLink } from "./ApplyLink";
import type { LinkScreenProps } from "./LinkCheckScreen";

/** A verification link: the address's owner confirms it with a press. */
export function VerifyEmail({ oobCode, info, continueTo }: LinkScreenProps) {
  const { t } = useLingui();
  const email = leftToRight(info.email);
  return (
    <ApplyLink
      oobCode={oobCode}
      offer={<p>{t`Verify ${email} as your account's address.`}</p>}
      submitLabel={t`Verify e-mail address`}
      busyText={t`Verifying...`}
      outcome={<p>{t`${email} is verified.`}</p>}
      next={{ to: continueTo ?? "/", label: t`Continue` }}
    />
  );
}
