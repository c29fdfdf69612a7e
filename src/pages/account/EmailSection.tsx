import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { AccountSection } from "./AccountSection";
import { ChangeEmail } from "./ChangeEmail";
import { InPlaceAction } from "./InPlaceAction";

interface EmailSectionProps {
  email: string;
  verified: boolean;
}

/**
 * The address and whether it is verified; for an unverified one, a way to (re)send the link; and
 * a button that opens the change of address.
 */
export function EmailSection({ email, verified }: EmailSectionProps) {
  const { identity } = useAuth();
  const [verificationSent, setVerificationSent] = useState(false);
  const [notice, setNotice] = useState("");

  async function sendVerification() {
    // The link's page leads back here, where the address then shows as verified.
    await identity.sendEmailVerification(`${window.location.origin}/account`);
    setVerificationSent(true);
  }

  return (
    <AccountSection title="E-mail address">
      <dl>
        <dt>Address</dt>
        <dd>{email}</dd>
        <dt>Status</dt>
        <dd>{verified ? "Verified" : "Not verified"}</dd>
      </dl>
      {!verified && (
        <LiveStatusForm
          submitLabel="Send verification e-mail"
          busyText="Sending..."
          doneText={`A verification link has been sent to ${email}. Follow it to verify your address.`}
          onSubmit={sendVerification}
        />
      )}
      <InPlaceAction
        opener="Change e-mail address"
        onOpen={() => {
          setNotice("");
        }}
      >
        {(close) => (
          <ChangeEmail
            email={email}
            onCancel={close}
            onSent={(text) => {
              close();
              setNotice(text);
            }}
          />
        )}
      </InPlaceAction>
      <p className="notice" role="status">
        {notice}
      </p>
      {/* Where the mail just sent can be read, on the emulator: one hint for either link. */}
      {((verificationSent && !verified) || notice) && <InboxHint />}
    </AccountSection>
  );
}
