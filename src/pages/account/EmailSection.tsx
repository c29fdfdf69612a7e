import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { AccountSection } from "./AccountSection";

/** The address and whether it is verified; for an unverified one, a way to (re)send the link. */
interface EmailSectionProps {
  email: string;
  verified: boolean;
}

export function EmailSection({ email, verified }: EmailSectionProps) {
  const { identity } = useAuth();
  const [sent, setSent] = useState(false);
  const doneText = `A verification link has been sent to ${email}. Follow it to verify your address.`;

  async function sendVerification() {
    // The link's page leads back here, where the address then shows as verified.
    await identity.sendEmailVerification(`${window.location.origin}/account`);
    setSent(true);
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
          doneText={doneText}
          onSubmit={sendVerification}
        />
      )}
      {sent && !verified && <InboxHint />}
    </AccountSection>
  );
}
