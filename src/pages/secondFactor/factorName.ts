import { t } from "@lingui/core/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { leftToRight } from "../../i18n/leftToRight";

/** A factor as the visitor knows it: its name if it has one, and how its code comes. */
export function factorName(factor: SecondFactor): string {
  const name = factor.name;
  if (factor.kind !== "phone") return name ? t`${name} (authenticator app)` : t`Authenticator app`;
  const phone = factor.phoneNumber === null ? t`your phone` : leftToRight(factor.phoneNumber);
  return name ? t`${name} (text to ${phone})` : t`Text to ${phone}`;
}
