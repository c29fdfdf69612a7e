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
  const { identity } = useAuth();
  const name = factorName(factor);
  return (
    <InPlaceAction
      destructive
      opener={
        <>
          Remove <span className="visually-hidden">{name}</span>
        </>
      }
    >
      {(close) => (
        <ActionForm
          label={`Remove ${name}`}
          submitLabel="Remove"
          busyText="Removing..."
          destructive
          onCancel={close}
          onSubmit={async (_fields, confirm) => {
            await confirm(`remove ${name}`);
            await identity.removeSecondFactor(factor.id);
            close(false);
            onRemoved(`${name} has been removed.`);
          }}
        >
          <p>Remove {name}? Signing in will no longer ask for it.</p>
        </ActionForm>
      )}
    </InPlaceAction>
  );
}
