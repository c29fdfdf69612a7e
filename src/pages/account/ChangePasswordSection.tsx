import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { formText, LiveStatusForm } from "../../components/LiveStatusForm";
import { AccountSection } from "./AccountSection";
import { CurrentPasswordFields } from "./CurrentPasswordFields";

export function ChangePasswordSection({ email }: { email: string }) {
  const { identity } = useAuth();
  return (
    <AccountSection title="Change password">
      <LiveStatusForm
        submitLabel="Change password"
        busyText="Changing password..."
        doneText="Your password has been changed."
        onSubmit={(fields) =>
          identity.changePassword(
            formText(fields, "currentPassword"),
            formText(fields, "newPassword"),
          )
        }
      >
        <CurrentPasswordFields email={email} />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
        />
      </LiveStatusForm>
    </AccountSection>
  );
}
