import type { Route } from "@playwright/test";
import {
  accountSection,
  actionForm,
  confirmDialog,
  confirmWithPassword,
  makeChange,
  openAction,
  removeFactorAction,
  sectionStatus,
  signOutEverywhereAction,
  submitAction,
} from "../support/accountActions";
import { uniqueEmail } from "../support/accounts";
import { expectNoViolations } from "../support/axe";
import {
  ABORTED_FUNCTION_CALL,
  REFUSED_CALL,
  expect,
  functionsCall,
  refusedFunctionCall,
  serviceCall,
  signIn,
  twoBrowsersTest as test,
  type Page,
} from "../support/fixtures";
import { nextText } from "../support/texts";
import { openAccountPageWithPhone } from "./accountSteps";
import { openAccountPage } from "./lifecycle";
import { enterCode, signInWithPhone } from "./secondFactorSteps";
import { setTabHidden, simulateTabVisibilityOn } from "./visibility";

// Sign out everywhere, seen from two browsers signed in to one account: `page` ends every session
// through the real function on the Functions emulator; `otherBrowser`, a context of its own, learns
// it at its next look at the service, which the app takes when its tab is shown again.

const isLookup = serviceCall("accounts:lookup");

/** The ID token's second of issue, read from the session the page stored. */
async function tokenIssuedAt(page: Page): Promise<number> {
  const idToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("firebase:authUser:"));
    const stored = JSON.parse(localStorage.getItem(key ?? "") ?? "{}") as {
      stsTokenManager?: { accessToken?: string };
    };
    return stored.stsTokenManager?.accessToken ?? "";
  });
  const claims = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString()) as {
    iat: number;
  };
  return claims.iat;
}

/**
 * Waits until the page's ID token was issued in an earlier second than now. A revocation counts
 * whole seconds: one in the token's own second would leave it valid.
 */
async function pastTokenSecond(page: Page) {
  const iat = await tokenIssuedAt(page);
  await expect
    .poll(() => page.evaluate(() => Date.now()), { message: "the token's second to pass" })
    .toBeGreaterThanOrEqual((iat + 1) * 1000);
}

/**
 * Signs the other browser in by `signInThere` and opens /account from home, in a tab the test can
 * hide; resolves once its ID token's second has passed.
 */
async function openOtherAccountPage(other: Page, signInThere: (other: Page) => Promise<void>) {
  await simulateTabVisibilityOn(other);
  await signInThere(other);
  await other.getByRole("link", { name: "Account" }).click();
  await expect(other.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await pastTokenSecond(other);
}

/** Hides the tab and shows it again; resolves to the status of the session's check it makes. */
async function showAgain(other: Page): Promise<number> {
  const checked = other.waitForResponse((response) => isLookup(new URL(response.url())));
  await setTabHidden(other, true);
  await setTabHidden(other, false);
  return (await checked).status();
}

/** Shown again, the other browser's session stands: its account page stays. */
async function expectStillSignedIn(other: Page) {
  expect(await showAgain(other), "the other browser's check").toBe(200);
  await expect(other.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(other).toHaveURL("/account");
}

/** Shown again, the other browser is signed out: /account is the 404 page, home has nobody. */
async function expectSignedOut(other: Page) {
  expect(await showAgain(other), "the other browser's check").toBe(400);
  await expect(other.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(other).toHaveURL("/account");
  await other.getByRole("link", { name: "Go back to Home" }).click();
  await expect(other.getByText("Current User : None")).toBeVisible();
}

/** Both browsers on the account page of a new account, past the other's ID token's second. */
async function openInBothBrowsers(page: Page, other: Page) {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  await openOtherAccountPage(other, async () => {
    await signIn(other, email);
    await expect(other.getByText(`Current User : ${email}`)).toBeVisible();
  });
}

/** The page's calls to the functions from now on: each request's method, each answer's status. */
function functionCalls(page: Page) {
  const calls = { sent: [] as string[], answered: [] as number[] };
  page.on("request", (request) => {
    if (functionsCall(new URL(request.url()))) calls.sent.push(request.method());
  });
  page.on("response", (response) => {
    if (functionsCall(new URL(response.url()))) calls.answered.push(response.status());
  });
  return calls;
}

test.describe("the other browser is signed out", () => {
  // The other browser's check is refused (400, TOKEN_EXPIRED): Chromium's line for it.
  test.use({ otherBrowserConsoleErrors: [REFUSED_CALL] });

  test("Sign out everywhere, confirmed with the password, signs this browser out onto home, and the other at its next look: its /account turns into the 404 page", async ({
    page,
    otherBrowser,
  }) => {
    await openInBothBrowsers(page, otherBrowser);
    const calls = functionCalls(page);

    await submitAction(page, signOutEverywhereAction());
    await confirmWithPassword(page);

    await expect(page).toHaveURL("/");
    await expect(page.getByText("Current User : None")).toBeVisible();
    // Still its account page until it looks.
    await expect(otherBrowser.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expectSignedOut(otherBrowser);
    expect(calls).toEqual({ sent: ["POST"], answered: [200] });
  });

  test("after a second factor is removed, the section offers Sign out everywhere, which signs out every browser from there", async ({
    page,
    otherBrowser,
  }) => {
    const { email, phoneNumber, factorName } = await openAccountPageWithPhone(page);
    await openOtherAccountPage(otherBrowser, (other) => signInWithPhone(other, email, phoneNumber));

    const text = await nextText(phoneNumber);
    await makeChange(page, removeFactorAction(factorName));
    await enterCode(confirmDialog(page), await text.code());
    const section = accountSection(page, "Two-step sign-in");
    await expect(sectionStatus(section)).toHaveText(`Second factor removed: ${factorName}.`);
    await expect(section.getByText(/^If that second factor was lost, /)).toBeVisible();

    const calls = functionCalls(page);
    await section.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
    const form = actionForm(page, "Sign out everywhere");
    await form.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
    // No factor left: the password alone confirms it.
    await confirmWithPassword(page);

    await expect(page.getByText("Current User : None")).toBeVisible();
    await expectSignedOut(otherBrowser);
    expect(calls).toEqual({ sent: ["POST"], answered: [200] });
  });
});

test("cancelled at Confirm it's you, Sign out everywhere asks nothing of the server: the form says nothing was changed, and the other browser stays signed in", async ({
  page,
  otherBrowser,
}) => {
  await openInBothBrowsers(page, otherBrowser);
  const calls = functionCalls(page);

  const form = await submitAction(page, signOutEverywhereAction());
  await confirmDialog(page).getByRole("button", { name: "Cancel" }).click();

  await expect(form.getByRole("status")).toHaveText("Nothing was changed.");
  await expect(page).toHaveURL("/account");
  await expectStillSignedIn(otherBrowser);
  expect(calls.sent).toEqual([]);
});

const UNREACHABLE =
  "The server could not be reached, so nothing was changed. Check your connection, then try again.";

/** The ways the function's call fails, each answered by route, and what the form says. */
const FAILURES: {
  title: string;
  answer: (route: Route) => Promise<void>;
  logged: RegExp;
  says: string;
}[] = [
  {
    title: "out of reach (the call fails on the network)",
    answer: (route) => route.abort(),
    logged: ABORTED_FUNCTION_CALL,
    says: UNREACHABLE,
  },
  {
    title: "unavailable (503)",
    answer: (route) => route.fulfill({ status: 503, body: "Service Unavailable" }),
    logged: refusedFunctionCall(503),
    says: UNREACHABLE,
  },
  {
    // As the function refuses a sign-in older than five minutes, which a test cannot wait for.
    title: "refusing with permission-denied (403)",
    answer: (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: {
            status: "PERMISSION_DENIED",
            message: "Sign in again, then retry within five minutes.",
          },
        },
      }),
    logged: refusedFunctionCall(403),
    says: "For your security, confirm it's you again, then retry.",
  },
];

for (const { title, answer, logged, says } of FAILURES) {
  test.describe(() => {
    test.use({ allowedConsoleErrors: [logged] });

    test(`the function ${title}: the form says so in its live region, and both browsers stay signed in`, async ({
      page,
      otherBrowser,
    }) => {
      await openInBothBrowsers(page, otherBrowser);
      await page.route(functionsCall, answer);

      const form = await submitAction(page, signOutEverywhereAction());
      await confirmWithPassword(page);

      await expect(form.getByRole("status")).toHaveText(says);
      await expect(form.getByRole("button", { name: "Sign out everywhere" })).toBeEnabled();
      await expect(page).toHaveURL("/account");
      await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
      await expectStillSignedIn(otherBrowser);
    });
  });
}

test("Sign out everywhere open: no axe violations in light, dark and forced colours", async ({
  page,
}) => {
  await openAccountPage(page, uniqueEmail());
  await openAction(page, signOutEverywhereAction());
  await expectNoViolations(page, { forcedColors: true });
});
