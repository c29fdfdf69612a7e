import { accountId, verifyEmail } from "../../src/testing/shared/authEmulatorAdmin.ts";
import { account, uniqueEmail } from "../support/accounts";
import {
  expect,
  isSameDocument,
  markDocument,
  serviceCall,
  tabsTest as test,
  type Page,
} from "../support/fixtures";
import { accountSection, verificationForm } from "../support/accountActions";
import { actionLink, mailTo } from "../support/mail";
import { openAccountPage, openAsMailScanner } from "./lifecycle";
import { setTabHidden, simulateTabVisibilityOn } from "./visibility";

// Verifying the account's address: asked for on /account, done by the mailed link's button.

/** Asks for a verification e-mail on the account page, and waits until it is said to be sent. */
async function sendVerification(page: Page, email: string) {
  await expect(
    accountSection(page, "E-mail address").getByText("Not verified", { exact: true }),
  ).toBeVisible();
  const form = verificationForm(page);
  await form.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(form.getByRole("status")).toHaveText(
    `A verification link has been sent to ${email}. Follow it to verify your address.`,
  );
}

test("verified in another tab: the account page shows it when shown again, without a reload", async ({
  page,
  openTab,
}) => {
  await simulateTabVisibilityOn(page);
  const email = uniqueEmail();
  await openAccountPage(page, email);
  await sendVerification(page, email);
  await markDocument(page);

  // The user leaves the tab for their inbox, and opens the link in a new tab of the same browser.
  await setTabHidden(page, true);
  const mail = await openTab(await actionLink(email, "VERIFY_EMAIL"));
  await expect(mail.getByText(`Verify ${email} as your account's address.`)).toBeVisible();
  await mail.getByRole("button", { name: "Verify e-mail address" }).click();
  await expect(mail.getByText(`${email} is verified.`)).toBeVisible();
  expect(await account(email)).toMatchObject({ emailVerified: true });

  await setTabHidden(page, false);
  const status = accountSection(page, "E-mail address");
  await expect(status.getByText("Verified", { exact: true })).toBeVisible();
  await expect(status.getByRole("button", { name: "Send verification e-mail" })).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);

  // The link's tab leads on to the account page, which says the same.
  await mail.getByRole("link", { name: "Continue" }).click();
  await expect(mail).toHaveURL("/account");
  await expect(
    accountSection(mail, "E-mail address").getByText("Verified", { exact: true }),
  ).toBeVisible();
});

test("opening a verification link changes nothing until its button is pressed", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  await sendVerification(page, email);
  const [message] = await mailTo(email, "VERIFY_EMAIL");
  const link = await actionLink(email, "VERIFY_EMAIL");

  await openAsMailScanner(browser, link, "Verify e-mail address");
  expect(await account(email)).toMatchObject({ emailVerified: false });
  expect(await mailTo(email, "VERIFY_EMAIL")).toEqual([message]);

  await page.goto(link);
  await page.getByRole("button", { name: "Verify e-mail address" }).click();
  await expect(page.getByText(`${email} is verified.`)).toBeVisible();
  expect(await account(email)).toMatchObject({ emailVerified: true });
  // An applied code is used up: the emulator no longer lists it.
  expect(await mailTo(email, "VERIFY_EMAIL")).toEqual([]);
});

test("while the address is unverified, every showing of the tab asks the service, not once a minute", async ({
  page,
}) => {
  await simulateTabVisibilityOn(page);
  const email = uniqueEmail();
  await openAccountPage(page, email);
  await markDocument(page);
  const isLookup = serviceCall("accounts:lookup");

  // A first showing: checked, and the next minute would be quiet for a verified address.
  const checked = page.waitForResponse((response) => isLookup(new URL(response.url())));
  await setTabHidden(page, true);
  await setTabHidden(page, false);
  expect((await checked).status()).toBe(200);
  // The link followed on another device meanwhile, then the tab shown again within the minute.
  await verifyEmail(await accountId(email));
  await setTabHidden(page, true);
  await setTabHidden(page, false);

  const status = accountSection(page, "E-mail address");
  await expect(status.getByText("Verified", { exact: true })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
