import { useAuth } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { NewPasswordField, sayUnmetRules } from "../NewPasswordField";
import { AccountSection } from "./AccountSection";
import { CurrentPasswordFields } from "./CurrentPasswordFields";

export function ChangePasswordSection({ email }: { email: string }) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  return (
    <AccountSection title="Change password">
      <LiveStatusForm
        submitLabel="Change password"
        busyText="Changing password..."
        doneText="Your password has been changed."
        onSubmit={(fields) => {
          const password = formText(fields, "newPassword");
          return completeWithSecondFactor(
            identity.changePassword(formText(fields, "currentPassword"), password),
          ).catch(sayUnmetRules(identity, password));
        }}
      >
        <CurrentPasswordFields email={email} />
        <NewPasswordField />
      </LiveStatusForm>
    </AccountSection>
  );
}
