import type { SecondFactor } from "../../auth/IdentityService";

/** A factor as the visitor knows it: its name if it has one, and how its code comes. */
export function factorName(factor: SecondFactor): string {
  const how =
    factor.kind === "phone" ? `text to ${factor.phoneNumber ?? "your phone"}` : "authenticator app";
  return factor.name ? `${factor.name} (${how})` : how.charAt(0).toUpperCase() + how.slice(1);
}
