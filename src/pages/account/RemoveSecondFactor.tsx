import { useId } from "react";
import type { SecondFactor } from "../../auth/IdentityService";
import { useAuth } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { CurrentPasswordFields } from "./CurrentPasswordFields";
import { factorName } from "../secondFactor/factorName";

interface RemoveSecondFactorProps {
  email: string;
  factors: SecondFactor[];
  /** Called once a factor is removed, with what to say of it. */
  onRemoved: (notice: string) => void;
}

/** Removing one of the factors, chosen from a list, with the current password. */
export function RemoveSecondFactor({ email, factors, onRemoved }: RemoveSecondFactorProps) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  const selectId = useId();

  async function remove(fields: FormData) {
    const id = formText(fields, "factorId");
    await completeWithSecondFactor(
      identity.removeSecondFactor(formText(fields, "currentPassword"), id),
    );
    const removed = factors.find((factor) => factor.id === id);
    onRemoved(`${removed ? factorName(removed) : "The second factor"} has been removed.`);
  }

  return (
    <LiveStatusForm submitLabel="Remove" busyText="Removing..." onSubmit={remove}>
      <label htmlFor={selectId}>Second factor</label>
      <select id={selectId} name="factorId">
        {factors.map((factor) => (
          <option key={factor.id} value={factor.id}>
            {factorName(factor)}
          </option>
        ))}
      </select>
      <CurrentPasswordFields email={email} />
    </LiveStatusForm>
  );
}
