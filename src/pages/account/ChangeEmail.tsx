import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { leftToRight } from "../../i18n/leftToRight";
import { formText } from "../../lib/formText";
import { ActionForm } from "./ActionForm";
import { CHANGE_PURPOSES } from "./changePurposes";

interface ChangeEmailProps {
  email: string;
  onSent: (notice: MessageDescriptor) => void;
  onCancel: () => void;
}

/** The new address must follow a mailed link before it replaces the old one. */
export function ChangeEmail({ email, onSent, onCancel }: ChangeEmailProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  return (
    <ActionForm
      label={t`Change e-mail address`}
      submitLabel={t`Send confirmation link`}
      busyText={t`Sending...`}
      onCancel={onCancel}
      onSubmit={async (fields, confirm) => {
        await confirm(CHANGE_PURPOSES.changeEmail);
        // Its link leads to sign-in, as the real service may end this session once it is used.
        await identity.changeEmail(
          formText(fields, "newEmail"),
          `${window.location.origin}/auth/sign-in`,
        );
        const address = leftToRight(email);
        onSent(
          msg`A confirmation link has been sent to the new address. Your address changes only when you follow it; until then, sign in with ${address}.`,
        );
      }}
    >
      <Field label={t`New e-mail address`} name="newEmail" type="email" autoComplete="email" />
    </ActionForm>
  );
}
