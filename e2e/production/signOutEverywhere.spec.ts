import {
  accountSection,
  confirmWithPassword,
  signOutEverywhereAction,
  submitAction,
} from "../support/accountActions";
import { openAccount } from "./accountPage";
import { FUNCTIONS_ORIGIN, routeFunctionsToEmulator } from "./functionsApi";
import { expect, test } from "./googleApis";

// Sign out everywhere as it ships: only a build with CLOUD_FUNCTIONS=on offers it, and calls the
// project's own function at its cloudfunctions.net address, which the deployed CSP must allow.

test("with the functions' switch off, the account page offers no Sign out everywhere", async ({
  page,
}) => {
  await openAccount(page);
  // The section after it is there: the page is whole.
  await expect(accountSection(page, "Delete account")).toBeVisible();
  await expect(accountSection(page, "Sign out everywhere")).toHaveCount(0);
});

test(
  "with CLOUD_FUNCTIONS=on, Sign out everywhere calls the project's function under the deployed CSP, then this browser is signed out",
  { tag: "@switches-on" },
  async ({ page }) => {
    const calls = await routeFunctionsToEmulator(page);
    await openAccount(page);

    await submitAction(page, signOutEverywhereAction());
    await confirmWithPassword(page);

    await expect(page).toHaveURL("/");
    await expect(page.getByText("Current User : None")).toBeVisible();
    expect(calls).toEqual([`POST ${new URL(FUNCTIONS_ORIGIN).host}/signOutEverywhere 200`]);
  },
);
