import type { APIRequestContext } from "@playwright/test";
import { deployedConfig } from "../../scripts/hostingConfig.mjs";
import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { signIn, signInToNewAccount, signOut, signUp, type Page } from "../support/fixtures";
import { FUNCTIONS_ORIGIN } from "./functionsApi";
import { expect, test, type GoogleApis } from "./googleApis";

// The production build, with firebase.json's own CSP: it may call Google's endpoints and nothing
// else, and every test fails on a CSP violation or a console error other than a refused call.

/** A header of every response as deployed, with both switches off or on (run.mjs). */
function deployedHeader(key: string, switchesOn: boolean): string | undefined {
  const rule = deployedConfig({ recaptcha: switchesOn, functions: switchesOn }).hosting.headers[0];
  return rule?.headers.find((header) => header.key === key)?.value;
}

/** Makes the stored ID token look expired, as it is an hour after sign-in. */
async function expireIdToken(page: Page) {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("firebase:authUser:"));
    if (!key) throw new Error("No stored session");
    const user = JSON.parse(localStorage.getItem(key) ?? "{}") as {
      stsTokenManager: { expirationTime: number };
    };
    user.stsTokenManager.expirationTime = Date.now() - 60_000;
    localStorage.setItem(key, JSON.stringify(user));
  });
}

/**
 * Waits until the calls that took are `endpoint`'s (sign-up or sign-in), then the SDK's lookup of
 * the user, and clears the list for the test's next step.
 */
async function expectSignedInThenClear(googleApis: GoogleApis, endpoint: string) {
  await expect
    .poll(() => googleApis.calls)
    .toEqual([
      `POST identitytoolkit.googleapis.com/v1/${endpoint} 200`,
      "POST identitytoolkit.googleapis.com/v1/accounts:lookup 200",
    ]);
  googleApis.calls.length = 0;
}

/**
 * Checks that `/protected` is served with the CSP and HSTS as deployed with the switches off or on.
 * checks/hostingConfig.test.ts pins what they say: HSTS for a year or more with subdomains, and
 * Trusted Types enforced with no policy (the switches off) or only reCAPTCHA's (on).
 */
async function expectServedAsDeployed(request: APIRequestContext, switchesOn: boolean) {
  const csp = deployedHeader("Content-Security-Policy", switchesOn);
  const hsts = deployedHeader("Strict-Transport-Security", switchesOn);
  expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp?.includes(FUNCTIONS_ORIGIN)).toBe(switchesOn);
  expect(hsts).toMatch(/^max-age=\d+; includeSubDomains\b/);
  const response = await request.get("/protected");
  expect(response.headers()["content-security-policy"]).toBe(csp);
  expect(response.headers()["strict-transport-security"]).toBe(hsts);
}

test("is served with firebase.json's CSP, which names Google's endpoints, and its HSTS", async ({
  request,
}) => {
  await expectServedAsDeployed(request, false);
});

test(
  "with both switches on, is served with the CSP that allows reCAPTCHA and the functions, and HSTS, as deployed",
  { tag: "@switches-on" },
  async ({ request }) => {
    await expectServedAsDeployed(request, true);
  },
);

test("the app's paths get index.html, revalidated; built scripts are cached for good; a missing one is a 404", async ({
  request,
}) => {
  let html = "";
  for (const path of ["/", "/auth/sign-in", "/auth/sign-up", "/protected", "/no/such/page"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    html = await response.text();
    expect(html, path).toContain('<div id="root">');
    expect(response.headers()["cache-control"], path).toBe("no-cache");
  }
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "no entry script";
  const script = await request.get(entry);
  expect(script.status(), entry).toBe(200);
  expect(script.headers()["cache-control"], entry).toBe("public, max-age=31536000, immutable");
  for (const path of ["/assets/index-gone0000.js", "/assets/x.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
});

test("sign-up, reload (the session checked with the service), sign-out", async ({
  page,
  googleApis,
}) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await expectSignedInThenClear(googleApis, "accounts:signUp");

  await page.reload();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect
    .poll(() => googleApis.calls)
    .toEqual(["POST identitytoolkit.googleapis.com/v1/accounts:lookup 200"]);

  await signOut(page);
  await page.goto("/protected");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("an expired ID token is refreshed through securetoken on reload", async ({
  page,
  googleApis,
}) => {
  const email = await signInToNewAccount(page);
  await expectSignedInThenClear(googleApis, "accounts:signInWithPassword");
  await expireIdToken(page);

  await page.reload();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect
    .poll(() => googleApis.calls)
    .toEqual([
      "POST securetoken.googleapis.com/v1/token 200",
      "POST identitytoolkit.googleapis.com/v1/accounts:lookup 200",
    ]);
});

test("a wrong password gets the service's alert, then the right one signs in", async ({
  page,
  dialogs,
}) => {
  const email = await createAccount();

  await signIn(page, email, "not-the-password");
  await expect.poll(() => dialogs).toEqual(["Firebase: Error (auth/invalid-credential)."]);
  await expect(page.getByRole("status")).toBeEmpty();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
