import { useLingui } from "@lingui/react/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { ENGLISH } from "../../i18n/languages";
import { factorName } from "../secondFactor/factorName";
import { RemoveSecondFactor } from "./RemoveSecondFactor";

/** The day in the language shown; the app's English is British, its dates too ("5 March 2025"). */
function dayFormat(language: string) {
  const locale = language === ENGLISH ? "en-GB" : language;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
}

interface SecondFactorListProps {
  factors: SecondFactor[];
  onRemoved: (factor: SecondFactor) => void;
}

export function SecondFactorList({ factors, onRemoved }: SecondFactorListProps) {
  const { t, i18n } = useLingui();
  if (factors.length === 0) {
    return <p>{t`None yet: signing in asks for your password alone.`}</p>;
  }
  const day = dayFormat(i18n.locale);
  return (
    <ul className="factors">
      {factors.map((factor) => {
        const name = factorName(factor, t);
        const nameAdded = t({
          comment: "Followed by the day, as in: Work phone, added 5 March 2025",
          message: `${name}, added`,
        });
        const added = new Date(factor.addedAt);
        return (
          <li key={factor.id}>
            <span>
              {/* A factor an admin added may have no date: the SDK then says "Invalid Date". */}
              {Number.isNaN(added.getTime()) ? (
                name
              ) : (
                <>
                  {nameAdded} <time dateTime={added.toISOString()}>{day.format(added)}</time>
                </>
              )}
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
