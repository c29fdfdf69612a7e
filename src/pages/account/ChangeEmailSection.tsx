import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { AccountSection } from "./AccountSection";
import { CurrentPasswordFields } from "./CurrentPasswordFields";

export function ChangeEmailSection({ email }: { email: string }) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  const [sent, setSent] = useState(false);
  const doneText =
    "A confirmation link has been sent to the new address. Your address changes only when you " +
    `follow it; until then, sign in with ${email}.`;

  async function sendConfirmation(fields: FormData) {
    // verifyBeforeUpdateEmail: the new address must prove it is theirs before it replaces the old
    // one. Its link leads to sign-in, as the real service may end this session once it is used.
    await completeWithSecondFactor(
      identity.changeEmail(
        formText(fields, "currentPassword"),
        formText(fields, "newEmail"),
        `${window.location.origin}/auth/sign-in`,
      ),
    );
    setSent(true);
  }

  return (
    <AccountSection title="Change e-mail address">
      <LiveStatusForm
        submitLabel="Send confirmation link"
        busyText="Sending..."
        doneText={doneText}
        onSubmit={sendConfirmation}
      >
        <CurrentPasswordFields email={email} />
        <Field label="New e-mail address" name="newEmail" type="email" autoComplete="email" />
      </LiveStatusForm>
      {sent && <InboxHint />}
    </AccountSection>
  );
}
