import type { SecondFactor } from "../../auth/IdentityService";
import { factorName } from "../secondFactor/factorName";

// The app speaks British English: "5 March 2025".
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The enrolled factors, each with its name, its kind and the day it was added. */
export function SecondFactorList({ factors }: { factors: SecondFactor[] }) {
  if (factors.length === 0) {
    return <p>None yet: signing in asks for your password alone.</p>;
  }
  return (
    <ul>
      {factors.map((factor) => {
        const added = new Date(factor.addedAt);
        // A factor an admin added may have no date: the SDK then says "Invalid Date".
        if (Number.isNaN(added.getTime())) return <li key={factor.id}>{factorName(factor)}</li>;
        return (
          <li key={factor.id}>
            {factorName(factor)}, added{" "}
            <time dateTime={added.toISOString()}>{DAY.format(added)}</time>
          </li>
        );
      })}
    </ul>
  );
}
