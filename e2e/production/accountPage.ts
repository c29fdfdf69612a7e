import { signIn, type Page } from "../support/fixtures";
import { createAccountWithFactors } from "../support/secondFactors";
import { expect } from "./googleApis";

/**
 * Signs in through the sign-in form to a new account with a verified address (adding a factor
 * needs one) and no factor yet, and opens /account from the home page. Resolves to the address.
 */
export async function openAccount(page: Page): Promise<string> {
  const email = await createAccountWithFactors([]);
  await signIn(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  return email;
}
