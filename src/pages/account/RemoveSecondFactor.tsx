import { useLingui } from "@lingui/react/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { factorName } from "../secondFactor/factorName";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";
import { removalPurpose } from "./changePurposes";

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
          {t({
            comment: "A button: remove a second factor.",
            message: "Remove",
          })}{" "}
          <span className="visually-hidden">{name}</span>
        </>
      }
    >
      {(close) => (
        <ActionForm
          label={t`Remove ${name}`}
          submitLabel={t({
            comment: "A button: remove a second factor.",
            message: "Remove",
          })}
          busyText={t`Removing...`}
          destructive
          onCancel={close}
          onSubmit={async (_fields, confirm) => {
            await confirm(removalPurpose(name));
            await identity.removeSecondFactor(factor.id);
            close(false);
            onRemoved();
          }}
        >
          <p>{t`Remove ${name}? Signing in will no longer ask for this second factor.`}</p>
        </ActionForm>
      )}
    </InPlaceAction>
  );
}
