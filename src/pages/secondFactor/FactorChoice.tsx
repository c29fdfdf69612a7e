import { useLingui } from "@lingui/react/macro";
import type { SubmitEvent } from "react";
import type { SecondFactor } from "../../auth/IdentityService";
import { formText } from "../../lib/formText";
import { factorName } from "./factorName";

interface FactorChoiceProps {
  factors: SecondFactor[];
  onChoose: (factor: SecondFactor | undefined) => void;
}

/** Confirmed with a button: choosing as the radio changes would text every phone arrowed past. */
export function FactorChoice({ factors, onChoose }: FactorChoiceProps) {
  const { t } = useLingui();
  function choose(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = formText(new FormData(event.currentTarget), "factor");
    onChoose(factors.find((factor) => factor.id === id));
  }

  return (
    <form className="form" onSubmit={choose}>
      <fieldset className="choice">
        <legend>{t`Choose your second factor`}</legend>
        {factors.map((factor, index) => (
          <label key={factor.id}>
            {/* Focused when the visitor comes back to choose again, not on the first render. */}
            <input
              type="radio"
              name="factor"
              value={factor.id}
              defaultChecked={index === 0}
              autoFocus={index === 0}
            />
            {factorName(factor, t)}
          </label>
        ))}
      </fieldset>
      <button type="submit">{t`Continue`}</button>
    </form>
  );
}
