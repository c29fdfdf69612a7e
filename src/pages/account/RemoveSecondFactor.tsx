import { useLingui } from "@lingui/react/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { factorName } from "../secondFactor/factorName";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";

interface RemoveSecondFactorProps {
  factor: SecondFactor;
  /** Called once it is removed (its button gone with it), with what to say of it. */
  onRemoved: (notice: string) => void;
}

/** A factor's Remove button, which asks in place whether to remove it, then does. */
export function RemoveSecondFactor({ factor, onRemoved }: RemoveSecondFactorProps) {
  const { t } = useLingui();
  const { identity } = useAuth();
  const name = factorName(factor);
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
            // Stryker disable all: Lingui's macro reads a message's fields as written.
            await confirm(
              t({
                comment: "What a change is for, in the sentence To …, enter your current password.",
                message: `remove ${name}`,
              }),
            );
            // Stryker restore all
            await identity.removeSecondFactor(factor.id);
            close(false);
            onRemoved(t`${name} has been removed.`);
          }}
        >
          <p>{t`Remove ${name}? Signing in will no longer ask for it.`}</p>
        </ActionForm>
      )}
    </InPlaceAction>
  );
}
