import { uniqueEmail } from "../support/accounts";
import { REFUSED_CALL, expect, signIn, signInToNewAccount, test } from "../support/fixtures";

test.describe("refused by the service", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("a markup e-mail is sent as text and refused, never rendered", async ({ page, dialogs }) => {
    await signIn(page, "<img src=x onerror=alert(1)>@x.com");
    // The form leaves the checking to the service (spec, section 5), whose refusal is alerted.
    await expect.poll(() => dialogs, "an alert with the service's message").toHaveLength(1);
    expect(dialogs[0]).toMatch(/\(auth\/[\w-]+\)/);
    await expect(page.locator("img")).toHaveCount(0);
    await expect(page.getByRole("status")).toBeEmpty();
  });
});

test("an e-mail with markup characters is shown as typed", async ({ page }) => {
  // '&amp' would show as '&' if the address were inserted as HTML.
  const email = uniqueEmail().replace("@", "&amp'{x}@");
  await signInToNewAccount(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
