import { useLingui } from "@lingui/react/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { intlLocale } from "../../i18n/listOf";
import { factorName } from "../secondFactor/factorName";
import { RemoveSecondFactor } from "./RemoveSecondFactor";

interface SecondFactorListProps {
  factors: SecondFactor[];
  onRemoved: (factor: SecondFactor) => void;
}

export function SecondFactorList({ factors, onRemoved }: SecondFactorListProps) {
  const { t } = useLingui();
  if (factors.length === 0) {
    return <p>{t`None yet: signing in asks for your password alone.`}</p>;
  }
  const day = new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    <ul className="factors">
      {factors.map((factor) => {
        const name = factorName(factor, t);
        // A factor an admin added may have no date: the SDK then says "Invalid Date".
        const added = new Date(factor.addedAt);
        const date = Number.isNaN(added.getTime()) ? null : day.format(added);
        return (
          <li key={factor.id}>
            <span>
              {date === null
                ? name
                : t({
                    comment:
                      "A second factor and the day it was added, as in: Work phone (text to +15555550100), since 5 March 2025",
                    message: `${name}, since ${date}`,
                  })}
            </span>
            <RemoveSecondFactor
              factor={factor}
              onRemoved={() => {
                onRemoved(factor);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
