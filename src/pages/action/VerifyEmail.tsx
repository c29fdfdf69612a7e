import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** A verification link: the address's owner confirms it with a press. */
export function VerifyEmail({ code, info, continueTo }: LinkScreenProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [verified, setVerified] = useState(false);

  async function verify() {
    await identity.applyActionCode(code);
    setVerified(true);
  }

  const email = leftToRight(info.email);
  if (verified) {
    return (
      <Done>
        <p>{t`${email} is verified.`}</p>
        <nav aria-label={t`Next`} className="links">
          <Link to={continueTo ?? "/"}>{t`Continue`}</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>{t`Verify ${email} as your account's address.`}</p>
      <LiveStatusForm
        submitLabel={t`Verify e-mail address`}
        busyText={t`Verifying...`}
        onSubmit={verify}
      />
    </>
  );
}
