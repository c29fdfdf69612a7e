import { END_ACCOUNT, accountId } from "../../src/testing/shared/authEmulatorAdmin.ts";
import { PASSWORD } from "../support/accounts";
import { REFUSED_CALL, expect, signIn, signInToNewAccount, test } from "../support/fixtures";

// An account deleted or disabled on the service while its user is signed in, through the
// emulator's admin REST API: one account at a time, as other tests run alongside.

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

for (const [change, apply] of Object.entries(END_ACCOUNT)) {
  test(`an account ${change} on the service is signed out at the next page load`, async ({
    page,
    dialogs,
  }) => {
    const email = await signInToNewAccount(page);
    await apply(await accountId(email));

    await page.reload();
    await expect(page.getByText("Current User : None")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    // The stale session is gone for good: another reload, and the protected page, agree.
    await page.reload();
    await expect(page.getByText("Current User : None")).toBeVisible();
    await page.getByRole("link", { name: "Protected Page" }).click();
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

    // Signing in again is refused with the service's message. Enumeration protection answers a
    // deleted account like a wrong password; a disabled one is still named.
    await signIn(page, email, PASSWORD);
    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toBe(
      change === "deleted"
        ? "Firebase: Error (auth/invalid-credential)."
        : "Firebase: Error (auth/user-disabled).",
    );
    await expect(page.getByRole("status")).toBeEmpty();
  });
}
