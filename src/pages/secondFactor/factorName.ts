import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SecondFactor } from "../../auth/IdentityService";
import { isolate } from "../../i18n/isolate";
import { leftToRight } from "../../i18n/leftToRight";

/** A component's `t` from useLingui(): the phone's words go into the name's, translated first. */
type Translate = (descriptor: MessageDescriptor) => string;

/** A factor as the visitor knows it: the name they gave it if any, and how its code comes. */
export function factorName(factor: SecondFactor, t: Translate): string {
  const name = factor.name && isolate(factor.name);
  if (factor.kind !== "phone") {
    return t(name ? msg`${name} (authenticator app)` : msg`Authenticator app`);
  }
  // A phone the service gives no number for has words of its own, not a number's place.
  if (factor.phoneNumber === null) {
    return t(name ? msg`${name} (text to your phone)` : msg`Text to your phone`);
  }
  const phone = leftToRight(factor.phoneNumber);
  return t(name ? msg`${name} (text to ${phone})` : msg`Text to ${phone}`);
}
