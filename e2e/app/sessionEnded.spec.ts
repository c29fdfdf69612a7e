import { CHECK_INTERVAL_MS } from "../../src/auth/checkSessionWhenShown.ts";
import { END_ACCOUNT, accountId, verifyEmail } from "../../src/testing/shared/authEmulatorAdmin.ts";
import {
  ABORTED_CALL,
  REFUSED_CALL,
  anyOf,
  expect,
  serviceCall,
  signInToNewAccount,
  test,
  type Page,
} from "../support/fixtures";
import { setTabHidden, simulateTabVisibilityOn } from "./visibility";

// A session the service ends while the app is open in a tab, found out when the tab is shown
// again. The only console errors allowed are Chromium's own lines for the refused (400) or
// failed calls; the app itself logs nothing, and warns of nothing.

test.use({ allowedConsoleErrors: [anyOf(REFUSED_CALL, ABORTED_CALL)] });

const isLookup = serviceCall("accounts:lookup");

/** Counts the page's accounts:lookup calls, and collects its console warnings. */
function watch(page: Page) {
  const seen = { lookups: 0, warnings: [] as string[] };
  page.on("request", (request) => {
    if (isLookup(new URL(request.url()))) seen.lookups += 1;
  });
  page.on("console", (message) => {
    if (message.type() === "warning") seen.warnings.push(message.text());
  });
  return seen;
}

/** Signs in to a new account and opens /protected, in a tab whose visibility the test controls. */
async function openProtectedPage(page: Page): Promise<string> {
  await simulateTabVisibilityOn(page);
  const email = await signInToNewAccount(page);
  await page.goto("/protected");
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  return email;
}

for (const [change, apply] of Object.entries(END_ACCOUNT)) {
  test(`an account ${change} while the tab was hidden: shown again, /protected is the 404 page`, async ({
    page,
    dialogs,
  }) => {
    const email = await openProtectedPage(page);
    const seen = watch(page);
    await setTabHidden(page, true);
    await apply(await accountId(email));
    await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();

    await setTabHidden(page, false);

    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveURL("/protected");
    expect(seen.lookups).toBe(1);
    await page.getByRole("link", { name: "Go back to Home" }).click();
    await expect(page.getByText("Current User : None")).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(seen.warnings).toEqual([]);
  });
}

test("a network failure during the check keeps the user signed in", async ({ page, dialogs }) => {
  await openProtectedPage(page);
  const seen = watch(page);
  await page.route(isLookup, (route) => route.abort());
  const failed = page.waitForEvent("requestfailed", (request) => isLookup(new URL(request.url())));
  await setTabHidden(page, true);
  await setTabHidden(page, false);
  await failed;

  // One round trip after the failure has reached the app: still the protected page.
  await page.evaluate(() => 0);
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(seen.warnings).toEqual([]);
});

test("a standing session is checked when the tab is shown, at most once a minute, never on the first load", async ({
  page,
}) => {
  const email = await openProtectedPage(page);
  // Once a minute is the rule for a verified address: an unverified one is checked on every show
  // (checkSessionWhenShown.ts), so the address is verified before the reload reads the account.
  await verifyEmail(await accountId(email));
  const seen = watch(page);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  // The one call is the SDK's own check of the stored user as the page starts.
  expect(seen.lookups).toBe(1);

  async function showTab() {
    await setTabHidden(page, true);
    await setTabHidden(page, false);
  }
  let answered = page.waitForResponse((response) => isLookup(new URL(response.url())));
  await showTab();
  expect((await answered).status()).toBe(200);
  // Shown again within the minute: no call (the count below would be one higher).
  await showTab();
  await page.clock.fastForward(CHECK_INTERVAL_MS);
  answered = page.waitForResponse((response) => isLookup(new URL(response.url())));
  await showTab();
  expect((await answered).status()).toBe(200);
  expect(seen.lookups).toBe(3);
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  expect(seen.warnings).toEqual([]);
});
