import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { SecondFactor, SecondFactorChallenge } from "../../auth/IdentityService";
import { textsCodes } from "../../config/appConfig";
import { OneTimeCodeEntry } from "./OneTimeCodeEntry";
import { FactorChoice } from "./FactorChoice";

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  onComplete?: () => void;
}

/** The choice among the account's factors, if several, then the code. */
export function SecondFactorStep({ challenge, onComplete }: SecondFactorStepProps) {
  const { t } = useLingui();
  // A phone's code needs reCAPTCHA on a real project, which only some builds' CSP lets load.
  const offered = challenge.factors.filter((factor) => textsCodes || factor.kind !== "phone");
  const choosing = offered.length > 1;
  const [chosen, setChosen] = useState<SecondFactor | undefined>(
    offered.length === 1 ? offered[0] : undefined,
  );

  return (
    <>
      {offered.length < challenge.factors.length && (
        <p className="warning">
          {t`This site cannot text codes: its security policy blocks the reCAPTCHA check that texting needs.`}{" "}
          {offered.length === 0
            ? t`None of your second factors can be used here, so this step cannot be completed.`
            : t`Phones are not offered: use another of your second factors.`}
        </p>
      )}
      {chosen ? (
        <OneTimeCodeEntry
          key={chosen.id}
          challenge={challenge}
          factor={chosen}
          onComplete={onComplete}
          onChooseAnother={
            choosing
              ? () => {
                  setChosen(undefined);
                }
              : undefined
          }
        />
      ) : (
        choosing && <FactorChoice factors={offered} onChoose={setChosen} />
      )}
    </>
  );
}
