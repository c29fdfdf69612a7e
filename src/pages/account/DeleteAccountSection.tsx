import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAuth } from "../../auth/useAuth";
import { Field } from "../../components/Field";
import { formText } from "../../lib/formText";
import { UserFacingError } from "../../auth/serviceMessages";
import { AccountSection } from "./AccountSection";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";
import { useGoHomeOnSignOut } from "./useGoHomeOnSignOut";
import { CHANGE_PURPOSES } from "./changePurposes";

/** Asked twice, as it cannot be undone: the address typed, then "Confirm it's you". */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const goHomeAfter = useGoHomeOnSignOut();
  return (
    <AccountSection title={t`Delete account`}>
      <p>{t`Deleting your account removes it and its second factors for good: it cannot be undone.`}</p>
      <InPlaceAction opener={t`Delete account`} destructive>
        {(close) => (
          <ActionForm
            label={t`Delete account`}
            submitLabel={t`Delete account`}
            busyText={t`Deleting account...`}
            destructive
            onCancel={close}
            onSubmit={async (fields, confirm) => {
              const typed = formText(fields, "confirmEmail").trim().toLowerCase();
              if (typed !== email.toLowerCase()) {
                throw new UserFacingError(
                  msg`That is not this account's address, so nothing was deleted. Type it as it is shown under E-mail address.`,
                );
              }
              await confirm(CHANGE_PURPOSES.deleteAccount);
              await goHomeAfter(() => identity.deleteAccount());
            }}
          >
            <Field
              label={t`Type your e-mail address to confirm`}
              name="confirmEmail"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </ActionForm>
        )}
      </InPlaceAction>
    </AccountSection>
  );
}
