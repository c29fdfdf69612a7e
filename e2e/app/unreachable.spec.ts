import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import {
  UNREACHABLE_CALL,
  authEmulatorCall,
  expect,
  isSameDocument,
  markDocument,
  serviceCall,
  signIn,
  signInToNewAccount,
  signOut,
  test,
  type Page,
} from "../support/fixtures";

// The identity service out of reach: the connection refused, the browser offline, or a service
// that never answers. The service is never faked: its calls fail to reach it, then reach it again.

const NETWORK_ERROR = "Firebase: Error (auth/network-request-failed).";

const FORMS = [
  { path: "/auth/sign-in", button: "Login" },
  { path: "/auth/sign-up", button: "Create Account" },
] as const;

const FAULTS = {
  "refuses connections": {
    start: (page: Page) =>
      page.route(authEmulatorCall, (route) => route.abort("connectionrefused")),
    end: (page: Page) => page.unroute(authEmulatorCall),
  },
  "is cut off (browser offline)": {
    start: (page: Page) => page.context().setOffline(true),
    end: (page: Page) => page.context().setOffline(false),
  },
};

test.use({ allowedConsoleErrors: [UNREACHABLE_CALL] });

for (const [fault, { start, end }] of Object.entries(FAULTS)) {
  for (const { path, button } of FORMS) {
    test(`${button} while the service ${fault}: the network error, then success once it is back`, async ({
      page,
      dialogs,
    }) => {
      // Sign-in needs an account; sign-up makes it.
      const email = button === "Login" ? await createAccount() : uniqueEmail();
      await page.goto(path);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      // The SDK's chunk first (it loads after the first paint): the fault is the service's, not
      // the app's code (firstVisit.spec.ts covers a chunk that cannot load).
      await page.waitForLoadState("networkidle");
      await markDocument(page);
      await start(page);

      const alerted = page.waitForEvent("dialog");
      await page.getByRole("button", { name: button }).click();
      await alerted;
      expect(dialogs).toEqual([NETWORK_ERROR]);
      await expect(page.getByRole("status")).toBeEmpty();
      await expect(page.getByRole("button", { name: button })).toBeEnabled();

      await end(page);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
      expect(dialogs).toHaveLength(1);
    });
  }
}

test("a signed-in reload with the service refusing connections resolves from the stored session", async ({
  page,
}) => {
  const email = await signInToNewAccount(page);
  // On start the SDK checks the stored user with the service (accounts:lookup); a network error
  // there keeps the stored user rather than signing out.
  await page.route(authEmulatorCall, (route) => route.abort("connectionrefused"));
  const lookupFailed = page.waitForEvent("requestfailed", (request) =>
    request.url().includes("/accounts:lookup"),
  );

  await page.reload();
  await lookupFailed;
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

  // The session stays usable without the service, and is still good once it is back.
  await page.getByRole("link", { name: "Protected Page" }).click();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  await page.unroute(authEmulatorCall);
  await page.reload();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
});

// How long the SDK waits is the SDK's (30 s; 5 s when the browser believes it is offline, as in a
// network namespace with only a loopback): the app's part is what shows until then, and after.
const PAST_THE_SDK_TIMEOUT_MS = 31_000;

test("a service that never answers: 'Logging in...' until the SDK gives up, then the network error and a ready form", async ({
  page,
  dialogs,
}) => {
  // The page's clock is fast-forwarded past the SDK's request timeout instead of waiting for it.
  await page.clock.install();
  await page.route(
    serviceCall("accounts:signInWithPassword"),
    () => undefined, // never continued, fulfilled or aborted: the service just hangs
  );
  const sent = page.waitForRequest((request) => request.url().includes("signInWithPassword"));
  await signIn(page, uniqueEmail(), "a-password");
  await sent;

  await expect(page.getByRole("status")).toHaveText("Logging in...");
  expect(dialogs).toEqual([]);
  await page.clock.fastForward(PAST_THE_SDK_TIMEOUT_MS);
  await expect.poll(() => dialogs).toEqual([NETWORK_ERROR]);
  await expect(page.getByRole("status")).toBeEmpty();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("a signed-in reload with a service that never answers: 'Loading...' until the SDK gives up, then the stored session", async ({
  page,
}) => {
  const email = await signInToNewAccount(page);
  await page.clock.install();
  await page.route(
    serviceCall("accounts:lookup"),
    () => undefined, // the start-up check of the stored user hangs
  );
  const sent = page.waitForRequest((request) => request.url().includes("/accounts:lookup"));
  await page.reload();
  await sent;

  await expect(page.getByRole("status")).toHaveText("Loading...", { useInnerText: true });
  await page.clock.fastForward(10_000);
  await expect(page.getByText(/^\s*Still loading\?/)).toBeVisible();
  await page.clock.fastForward(PAST_THE_SDK_TIMEOUT_MS - 10_000);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});
