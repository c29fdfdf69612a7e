// The link a real project mails when a second factor is added (mode=revertSecondFactorAddition),
// answered by route: the Auth emulator never sends that mail (docs/EMULATOR.md). Reading the link
// is `accounts:resetPassword` with its code (the SDK's checkActionCode); using it is
// `accounts:update` with its code (applyActionCode), which removes the factor, here as an admin.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { accountId, admin } from "../../src/testing/shared/authEmulatorAdmin.ts";
import { serviceRefusal } from "../app/lifecycle";
import { identityCall } from "./identityCalls";
import { enrolledFactors, servedFactor } from "./secondFactors";

/**
 * Answers, on `page`, the link that undoes the newest factor added to the account with `email`.
 * Resolves to this app's own link (/auth/action?...), which works once, as the service's does.
 */
export async function answerRevertLink(page: Pick<Page, "route">, email: string): Promise<string> {
  const factors = await enrolledFactors(email);
  const added = factors.at(-1);
  if (!added) throw new Error(`No second factor on ${email} to revert`);
  const oobCode = `revert-${randomUUID()}`;
  let used = false;
  const ours = (body: unknown) => (body as { oobCode?: string }).oobCode === oobCode;

  await page.route(identityCall("v1/accounts:resetPassword"), async (route) => {
    if (!ours(route.request().postDataJSON())) return route.fallback();
    if (used) return route.fulfill(serviceRefusal("INVALID_OOB_CODE"));
    await route.fulfill({
      json: {
        kind: "identitytoolkit#ResetPasswordResponse",
        requestType: "REVERT_SECOND_FACTOR_ADDITION",
        email: email.toLowerCase(),
        mfaInfo: servedFactor(added),
      },
    });
  });
  await page.route(identityCall("v1/accounts:update"), async (route) => {
    if (!ours(route.request().postDataJSON())) return route.fallback();
    if (used) return route.fulfill(serviceRefusal("INVALID_OOB_CODE"));
    used = true;
    const kept = factors.filter(({ mfaEnrollmentId }) => mfaEnrollmentId !== added.mfaEnrollmentId);
    const localId = await accountId(email);
    await admin("accounts:update", { localId, mfa: { enrollments: kept } });
    await route.fulfill({
      json: { kind: "identitytoolkit#SetAccountInfoResponse", localId, email: email.toLowerCase() },
    });
  });
  return `/auth/action?${new URLSearchParams({ mode: "revertSecondFactorAddition", oobCode, lang: "en" })}`;
}
