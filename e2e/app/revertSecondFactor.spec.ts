import { REFUSED_CALL, expect, signIn, test, type Page } from "../support/fixtures";
import { mailTo } from "../support/mail";
import { answerRevertLink } from "../support/revertLink";
import { createAccountWithFactors, enrolledFactors } from "../support/secondFactors";
import { uniquePhoneNumber } from "../support/texts";

// The link a real project mails when a second factor is added, which undoes the addition. The
// emulator never sends it: e2e/support/revertLink.ts answers its two calls by route, and removes
// the factor on the emulator as the service would.

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

const INVALID_CODE =
  "This link is not valid: it has been used already, or it was not copied whole.";

/** The bad-link screen with the message of a code the service refuses, and its ways on. */
async function expectRefusedLink(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link can't be used");
  await expect(page.getByText(INVALID_CODE, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove second factor" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Other pages" }).getByRole("link")).toHaveText([
    "Sign in",
    "Home",
  ]);
}

test("the revert link removes the factor just added only once pressed, says to reset the password, and works once", async ({
  page,
}) => {
  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
  const link = await answerRevertLink(page, email);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove the new second factor");
  await expect(
    page.getByText(
      `A second factor was just added to ${email}. If you did not add it, remove it: signing in will no longer ask for it.`,
    ),
  ).toBeVisible();
  // Opening the link, as a mail scanner would, changes nothing.
  expect(await enrolledFactors(email)).toHaveLength(1);

  await page.getByRole("button", { name: "Remove second factor" }).click();
  await expect(
    page.getByText(`The second factor just added to ${email} has been removed.`),
  ).toBeVisible();
  await expect(
    page.getByText("If you did not add it, someone else knows your password: reset it now."),
  ).toBeVisible();
  expect(await enrolledFactors(email)).toEqual([]);

  await page.getByRole("button", { name: "Send password reset e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `A link to reset your password is on its way to ${email}.`,
  );
  expect(await mailTo(email, "PASSWORD_RESET")).toHaveLength(1);

  // Used: answered like any other used link.
  await page.goto(link);
  await expectRefusedLink(page);

  // And the password alone signs in now.
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test("a revert link with a code the service does not know is answered like the other bad links", async ({
  page,
}) => {
  await page.goto("/auth/action?mode=revertSecondFactorAddition&oobCode=not-a-code");
  await expectRefusedLink(page);
});
