import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { formText } from "../../lib/formText";
import { ActionForm } from "./ActionForm";

interface ChangeEmailProps {
  email: string;
  /** Called once the link is sent, with what to say of it. */
  onSent: (notice: string) => void;
  onCancel: () => void;
}

/**
 * The open change of address: the new one, which is mailed a link. verifyBeforeUpdateEmail: the
 * new address must prove it is theirs before it replaces the old one.
 */
export function ChangeEmail({ email, onSent, onCancel }: ChangeEmailProps) {
  const { identity } = useAuth();
  return (
    <ActionForm
      label="Change e-mail address"
      submitLabel="Send confirmation link"
      busyText="Sending..."
      onCancel={onCancel}
      onSubmit={async (fields, confirm) => {
        await confirm("change your e-mail address");
        // Its link leads to sign-in, as the real service may end this session once it is used.
        await identity.changeEmail(
          formText(fields, "newEmail"),
          `${window.location.origin}/auth/sign-in`,
        );
        onSent(
          "A confirmation link has been sent to the new address. Your address changes only when " +
            `you follow it; until then, sign in with ${email}.`,
        );
      }}
    >
      <Field label="New e-mail address" name="newEmail" type="email" autoComplete="email" />
    </ActionForm>
  );
}
