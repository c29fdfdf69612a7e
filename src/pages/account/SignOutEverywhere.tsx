import { useLingui } from "@lingui/react/macro";
import { useAuth } from "../../auth/useAuth";
import { ActionForm } from "./ActionForm";
import { CHANGE_PURPOSES } from "./changePurposes";
import { InPlaceAction } from "./InPlaceAction";
import { useGoHomeOnSignOut } from "./useGoHomeOnSignOut";

/** Once confirmed, this browser goes home signed out; the others, at their next check. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const goHomeAfter = useGoHomeOnSignOut();
  return (
    <InPlaceAction opener={t`Sign out everywhere`}>
      {(close) => (
        <ActionForm
          label={t`Sign out everywhere`}
          submitLabel={t`Sign out everywhere`}
          busyText={t`Signing out everywhere...`}
          onCancel={close}
          onSubmit={async (_fields, confirm) => {
            await confirm(CHANGE_PURPOSES.signOutEverywhere);
            await goHomeAfter(() => identity.signOutEverywhere());
          }}
        >
          <p>{t`Sign out on every browser and device, this one included?`}</p>
        </ActionForm>
      )}
    </InPlaceAction>
  );
}
