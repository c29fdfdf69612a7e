import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { leftToRight } from "../../i18n/leftToRight";
import { AccountSection } from "./AccountSection";
import { ChangeEmail } from "./ChangeEmail";
import { InPlaceAction } from "./InPlaceAction";

interface EmailSectionProps {
  email: string;
  verified: boolean;
}

export function EmailSection({ email, verified }: EmailSectionProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [verificationSent, setVerificationSent] = useState(false);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  async function sendVerification() {
    // The link's page leads back here, where the address then shows as verified.
    await identity.sendEmailVerification(`${window.location.origin}/account`);
    setVerificationSent(true);
  }

  const address = leftToRight(email);
  return (
    <AccountSection title={t`E-mail address`}>
      <dl>
        <dt>
          {t({
            comment: "A term, before the account's e-mail address.",
            message: "Address",
          })}
        </dt>
        <dd>{email}</dd>
        <dt>
          {t({
            comment: "A term, before whether the e-mail address is verified.",
            message: "Status",
          })}
        </dt>
        <dd>
          {verified
            ? t({ comment: "Whether the e-mail address is verified.", message: "Verified" })
            : t({ comment: "Whether the e-mail address is verified.", message: "Not verified" })}
        </dd>
      </dl>
      {!verified && (
        <LiveStatusForm
          submitLabel={t`Send verification e-mail`}
          busyText={t`Sending...`}
          doneText={t`A verification link has been sent to ${address}. Follow it to verify your address.`}
          onSubmit={sendVerification}
        />
      )}
      <InPlaceAction
        opener={t`Change e-mail address`}
        onOpen={() => {
          setNotice(null);
        }}
      >
        {(close) => (
          <ChangeEmail
            email={email}
            onCancel={close}
            onSent={(said) => {
              close();
              setNotice(said);
            }}
          />
        )}
      </InPlaceAction>
      <p className="notice" role="status">
        {notice && t(notice)}
      </p>
      {/* One hint for either link. */}
      {((verificationSent && !verified) || notice) && <InboxHint />}
    </AccountSection>
  );
}
