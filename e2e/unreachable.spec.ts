import {
  PASSWORD,
  UNREACHABLE_CALL,
  authEmulatorCall,
  expect,
  record,
  serviceCall,
  signIn,
  signOut,
  signUp,
  test,
  uniqueEmail,
  type Page,
} from "./fixtures";

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

/** Marks the document, so a test can tell that the page was not reloaded since. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}

test.use({ allowedConsoleErrors: [UNREACHABLE_CALL] });

for (const [fault, { start, end }] of Object.entries(FAULTS)) {
  for (const { path, button } of FORMS) {
    test(`${button} while the service ${fault}: the network error, then success once it is back`, async ({
      page,
      dialogs,
    }) => {
      const email = uniqueEmail();
      if (button === "Login") {
        await signUp(page, email);
        await signOut(page);
      }
      await page.goto(path);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await markDocument(page);
      await start(page);

      const alerted = page.waitForEvent("dialog");
      const startedAt = Date.now();
      await page.getByRole("button", { name: button }).click();
      await alerted;
      const answeredIn = Date.now() - startedAt;
      expect(dialogs).toEqual([NETWORK_ERROR]);
      await expect(page.getByRole("status")).toBeEmpty();
      await expect(page.getByRole("button", { name: button })).toBeEnabled();
      expect(answeredIn).toBeLessThan(5_000);
      record("timing", `network error alerted ${answeredIn} ms after ${button}`);

      await end(page);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
      expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(true);
      expect(dialogs).toHaveLength(1);
    });
  }
}

test("a signed-in reload with the service refusing connections resolves from the stored session", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, email);
  // On start the SDK checks the stored user with the service (accounts:lookup); a network error
  // there keeps the stored user rather than signing out.
  await page.route(authEmulatorCall, (route) => route.abort("connectionrefused"));
  const lookupFailed = page.waitForEvent("requestfailed", (request) =>
    request.url().includes("/accounts:lookup"),
  );

  const startedAt = Date.now();
  await page.reload();
  await page.getByText(`Current User : ${email}`).waitFor();
  const resolvedIn = Date.now() - startedAt;
  await lookupFailed;
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  record("timing", `signed-in home shown ${resolvedIn} ms after the reload, service unreachable`);

  // The session stays usable without the service, and is still good once it is back.
  await page.getByRole("link", { name: "Protected Page" }).click();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  await page.unroute(authEmulatorCall);
  await page.reload();
  await expect(page.getByRole("heading", { name: "This is a Protected Page" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
});

test("a service that never answers: the SDK gives up after 30 s, and the form is ready again", async ({
  page,
  dialogs,
}) => {
  // The page's clock is fast-forwarded past the SDK's request timeout instead of waiting 30 s.
  await page.clock.install();
  await page.route(
    serviceCall("accounts:signInWithPassword"),
    () => undefined, // never continued, fulfilled or aborted: the service just hangs
  );
  const sent = page.waitForRequest((request) => request.url().includes("signInWithPassword"));
  await signIn(page, uniqueEmail(), "a-password");
  await sent;

  await page.clock.fastForward(28_000);
  await expect(page.getByRole("status")).toHaveText("Logging in...");
  expect(dialogs).toEqual([]);
  await page.clock.fastForward(3_000);
  await expect.poll(() => dialogs).toEqual([NETWORK_ERROR]);
  await expect(page.getByRole("status")).toBeEmpty();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  record("timing", "network error alerted after 30 s of page time with no answer");
});

test("a signed-in reload with a service that never answers: 'Loading...' until the SDK's 30 s timeout", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await page.clock.install();
  await page.route(
    serviceCall("accounts:lookup"),
    () => undefined, // the start-up check of the stored user hangs
  );
  const sent = page.waitForRequest((request) => request.url().includes("/accounts:lookup"));
  await page.reload();
  await sent;

  await page.clock.fastForward(28_000);
  await expect(page.getByRole("status")).toHaveText("Loading...");
  await expect(page.getByText(/^\s*Still loading\?/)).toBeVisible(); // since 10 s in
  await page.clock.fastForward(3_000);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  record("timing", "'Loading...' for 30 s of page time, then the stored session");
});
