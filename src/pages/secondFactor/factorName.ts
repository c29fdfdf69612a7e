import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { leftToRight } from "../../i18n/leftToRight";

/** A component's `t` from useLingui(): the phone's words go into the name's, translated first. */
type Translate = (descriptor: MessageDescriptor) => string;

/** A phone's number, or "your phone" where the service gives none. */
export function phoneOf(factor: SecondFactor, t: Translate): string {
  return factor.phoneNumber === null ? t(msg`your phone`) : leftToRight(factor.phoneNumber);
}

/** A factor as the visitor knows it: its name if it has one, and how its code comes. */
export function factorName(factor: SecondFactor, t: Translate): string {
  const name = factor.name;
  if (factor.kind !== "phone") {
    return t(name ? msg`${name} (authenticator app)` : msg`Authenticator app`);
  }
  const phone = phoneOf(factor, t);
  return t(name ? msg`${name} (text to ${phone})` : msg`Text to ${phone}`);
}
