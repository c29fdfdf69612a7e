import type { SecondFactor } from "../../auth/IdentityService";
import { factorName } from "../secondFactor/factorName";
import { RemoveSecondFactor } from "./RemoveSecondFactor";

// The app speaks British English: "5 March 2025".
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

interface SecondFactorListProps {
  factors: SecondFactor[];
  onRemoved: (notice: string) => void;
}

/** The enrolled factors, each with its name, its kind, the day it was added, and its Remove. */
export function SecondFactorList({ factors, onRemoved }: SecondFactorListProps) {
  if (factors.length === 0) {
    return <p>None yet: signing in asks for your password alone.</p>;
  }
  return (
    <ul className="factors">
      {factors.map((factor) => {
        const added = new Date(factor.addedAt);
        return (
          <li key={factor.id}>
            <span>
              {factorName(factor)}
              {/* A factor an admin added may have no date: the SDK then says "Invalid Date". */}
              {!Number.isNaN(added.getTime()) && (
                <>
                  , added <time dateTime={added.toISOString()}>{DAY.format(added)}</time>
                </>
              )}
            </span>
            <RemoveSecondFactor factor={factor} onRemoved={onRemoved} />
          </li>
        );
      })}
    </ul>
  );
}
