import { randomUUID } from "node:crypto";
import { factorList } from "../support/accountActions";
import { expect, type Page } from "../support/fixtures";
import { createAccountWithFactors } from "../support/secondFactors";
import { uniquePhoneNumber } from "../support/texts";
import { signInWithPhone } from "./secondFactorSteps";

// The account the new page's own tests look at: a verified address with one phone, as the issue
// that asked for the page measured it.

/** The phone's name on the account openAccountPageWithPhone makes. */
export const PHONE_NAME = "Work phone";

/**
 * Signs in, with the texted code, to a new account with a verified address and one phone, and
 * opens /account from home; resolves once its factor is listed (the page is whole).
 */
export async function openAccountPageWithPhone(page: Page) {
  const phoneNumber = uniquePhoneNumber();
  // An address of a usual length, which fits one line on a phone (uniqueEmail's wraps), as long
  // as the screenshots' (scripts/screenshots.mjs): still one of its own, among 4 billion.
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  await createAccountWithFactors([{ phoneNumber, displayName: PHONE_NAME }], email);
  await signInWithPhone(page, email, phoneNumber);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(factorList(page)).toHaveCount(1);
  return { email, phoneNumber, factorName: `\u2068${PHONE_NAME}\u2069 (text to ${phoneNumber})` };
}
