import type { Route } from "@playwright/test";
import { account, PASSWORD, signsIn, uniqueEmail } from "../support/accounts";
import {
  accountSection,
  changeEmailAction,
  changePasswordAction,
  deleteAccountAction,
  makeChange,
  verificationForm,
  type AccountAction,
} from "../support/accountActions";
import { ABORTED_CALL, REFUSED_CALL, anyOf, expect, serviceCall, test } from "../support/fixtures";
import { mailTo } from "../support/mail";
import { openAccountPage, serviceRefusal } from "./lifecycle";

// Failures of the account page's changes that the emulator never produces: the test answers the
// change's own call itself (the current password is still checked by the emulator, in "Confirm
// it's you"), and the page must say so in words and change nothing.

test.use({ allowedConsoleErrors: [anyOf(REFUSED_CALL, ABORTED_CALL)] });

const NEW_PASSWORD = "a-brand-new-secret";

const CHANGES: {
  action: (email: string) => AccountAction;
  endpoint: string;
  expectUnchanged: (email: string) => Promise<void>;
}[] = [
  {
    action: () => changePasswordAction(NEW_PASSWORD),
    endpoint: "accounts:update",
    expectUnchanged: async (email) => {
      expect(await signsIn(email, PASSWORD)).toBe(true);
      expect(await signsIn(email, NEW_PASSWORD)).toBe(false);
    },
  },
  {
    action: () => changeEmailAction(uniqueEmail()),
    endpoint: "accounts:sendOobCode",
    expectUnchanged: async (email) => {
      expect(await mailTo(email, "VERIFY_AND_CHANGE_EMAIL")).toEqual([]);
    },
  },
  {
    action: (email) => deleteAccountAction(email),
    endpoint: "accounts:delete",
    expectUnchanged: async (email) => {
      expect(await account(email)).toBeDefined();
    },
  },
];

const FAILURES = [
  {
    what: "the service asks for a recent sign-in (by route: the emulator never does)",
    answer: (route: Route) => route.fulfill(serviceRefusal("CREDENTIAL_TOO_OLD_LOGIN_AGAIN")),
    message: "For your security, sign out and sign in again, then retry.",
  },
  {
    what: "the network fails (by route)",
    answer: (route: Route) => route.abort(),
    message: "The service could not be reached. Check your connection, then try again.",
  },
];

for (const { what, answer, message } of FAILURES) {
  for (const { action, endpoint, expectUnchanged } of CHANGES) {
    const { name, submit } = action("");
    test(`${name} when ${what}: says so, and nothing changes`, async ({ page }) => {
      const email = uniqueEmail();
      await openAccountPage(page, email);
      await page.route(serviceCall(endpoint), answer);
      const form = await makeChange(page, action(email));

      await expect(form.getByRole("status")).toHaveText(message);
      await expect(form.getByRole("button", { name: submit })).toBeEnabled();
      await expect(page).toHaveURL("/account");
      await expect(
        accountSection(page, "E-mail address").getByText(email, { exact: true }),
      ).toBeVisible();
      await expectUnchanged(email);
    });
  }
}

test("send verification e-mail when the service throttles (by route: the emulator never does): says so; a later try sends it", async ({
  page,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  const sendCall = serviceCall("accounts:sendOobCode");
  await page.route(sendCall, (route) =>
    route.fulfill(serviceRefusal("TOO_MANY_ATTEMPTS_TRY_LATER")),
  );
  const form = verificationForm(page);
  const send = form.getByRole("button", { name: "Send verification e-mail" });

  await send.click();
  await expect(form.getByRole("status")).toHaveText(
    "Too many requests for now. Wait a few minutes, then try again.",
  );
  expect(await mailTo(email, "VERIFY_EMAIL")).toEqual([]);

  await page.unroute(sendCall);
  await send.click();
  await expect(form.getByRole("status")).toHaveText(
    `A verification link has been sent to ${email}. Follow it to verify your address.`,
  );
  expect(await mailTo(email, "VERIFY_EMAIL")).toHaveLength(1);
});
