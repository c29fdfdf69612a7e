import { msg } from "@lingui/core/macro";
import type { IdentityService, PasswordRuleCheck } from "../../auth/IdentityService";
import { APP_NAME } from "../../components/Page";
import { appConfig } from "../../config/appConfig";
import { loadChunk } from "../../lib/loadChunk";
import { UserFacingError } from "../../auth/serviceMessages";
import { FIREBASE_MINIMUM } from "../../passwords/commonPasswords";
import { loadCommonOrContext, screenPassword } from "../../passwords/screenPassword";

/** Why a new password is refused before anything is sent, in the screens' words. */
export const REFUSALS = {
  common: msg`This password is one of the most common ones; attackers try those first. Choose another.`,
  context: msg`This password is made of your e-mail address or this site's name, which are the first things an attacker tries. Choose another.`,
  breached: msg`This password has appeared in a data breach (haveibeenpwned.com), so attackers may try it. Choose another.`,
} as const;

/** Said beside a change made while the breach check could not be: a fact, not a failure. */
export const BREACH_CHECK_SKIPPED = msg`The check against breached passwords was skipped: the service that answers it could not be reached.`;

/** The minimum length the project's policy sets, from its rules; Firebase's own without one. */
export function minimumLength(checks: readonly PasswordRuleCheck[]): number {
  const lengths = checks.flatMap(({ rule }) => (rule.kind === "minLength" ? [rule.length] : []));
  return lengths[0] ?? FIREBASE_MINIMUM;
}

/** Screens a new password before it is sent: throws a UserFacingError; true if breach-checked. */
export async function screenNewPassword(
  password: string,
  email: string,
  identity: Pick<IdentityService, "checkNewPassword">,
): Promise<boolean> {
  if (!password) throw new UserFacingError(msg`Enter a new password.`);
  const minLength = minimumLength(await identity.checkNewPassword(password));
  const commonOrContext = await loadChunk(() => loadCommonOrContext(minLength)).catch(
    (error: unknown) => {
      throw new UserFacingError(
        msg`The check of the new password could not be loaded. Check your connection, then try again.`,
        error,
      );
    },
  );
  const words = [email, APP_NAME, appConfig.firebaseOptions.projectId];
  const verdict = await screenPassword(password, words, commonOrContext);
  if (verdict.refused) throw new UserFacingError(REFUSALS[verdict.refused]);
  return verdict.breachChecked;
}
