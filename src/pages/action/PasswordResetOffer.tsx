import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { leftToRight } from "../../i18n/leftToRight";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";

/** After undoing what someone did with the password: a reset link, so its owner takes it back. */
export function PasswordResetOffer({ email }: { email: string }) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [sent, setSent] = useState(false);
  const shownEmail = leftToRight(email);
  return (
    <>
      <LiveStatusForm
        submitLabel={t`Send password reset e-mail`}
        busyText={t`Sending...`}
        doneText={t`A link to reset your password is on its way to ${shownEmail}.`}
        onSubmit={async () => {
          await identity.sendPasswordReset(email, `${window.location.origin}/auth/sign-in`);
          setSent(true);
        }}
      />
      {sent && <InboxHint />}
    </>
  );
}
