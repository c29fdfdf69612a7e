import { useLingui } from "@lingui/react/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { factorName } from "../secondFactor/factorName";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";
import { CHANGE_PURPOSES } from "./changePurposes";

interface RemoveSecondFactorProps {
  factor: SecondFactor;
  /** Called once it is removed, its button gone with it. */
  onRemoved: () => void;
}

/** A factor's Remove button, which asks in place whether to remove it, then does. */
export function RemoveSecondFactor({ factor, onRemoved }: RemoveSecondFactorProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const name = factorName(factor, t);
  return (
    <InPlaceAction
      destructive
      opener={
        <>
          {t`Remove`} <span className="visually-hidden">{name}</span>
        </>
      }
    >
      {(close) => (
        <ActionForm
          label={t`Remove ${name}`}
          submitLabel={t`Remove`}
          busyText={t`Removing...`}
          destructive
          onCancel={close}
          onSubmit={async (_fields, confirm) => {
            await confirm({ ...CHANGE_PURPOSES.removeFactor, values: { name } });
            await identity.removeSecondFactor(factor.id);
            close(false);
            onRemoved();
          }}
        >
          <p>{t`Remove ${name}? Signing in will no longer ask for it.`}</p>
        </ActionForm>
      )}
    </InPlaceAction>
  );
}
