import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, signInToNewAccount, submitAuthForm, test, type Page } from "../support/fixtures";

// A first visit never waits for the Firebase SDK, a chunk of its own (src/firebase/connectFirebase.ts):
// a browser without a stored session is shown signed out from the first render, and the SDK loads
// after that screen is painted. These tests hold or refuse that chunk; the service is never faked.

const SDK_CHUNK = "**/assets/firebaseIdentity-*.js";

/** Holds the page's request for the SDK's chunk until release(); it then goes on to the server. */
async function holdSdk(page: Page) {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SDK_CHUNK, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Counts the 'Loading...' lines the page ever shows: index.html's own, parsed before any script,
 * and one more for each time React renders its loading screen.
 */
async function countLoadingScreens(page: Page) {
  await page.addInitScript(() => {
    // Every text the page ever shows, however it came: alone from the parser, or in a tree from
    // React; read when counted, so that a text the parser had not finished is whole by then.
    const texts = new Set<Text>();
    (window as unknown as { e2eTexts: Set<Text> }).e2eTexts = texts;
    const addTexts = (node: Node) => {
      if (node instanceof Text) texts.add(node);
      node.childNodes.forEach(addTexts);
    };
    new MutationObserver((records) => {
      for (const { addedNodes } of records) addedNodes.forEach(addTexts);
    }).observe(document, { subtree: true, childList: true });
  });
  return () =>
    page.evaluate(
      () =>
        [...(window as unknown as { e2eTexts: Set<Text> }).e2eTexts].filter(
          (text) => text.data.trim() === "Loading...",
        ).length,
    );
}

test("a first visit shows the signed-out home while the SDK's chunk is still on its way", async ({
  page,
}) => {
  const sdk = await holdSdk(page);
  const loadingScreens = await countLoadingScreens(page);
  await page.addInitScript(() => {
    const page = window as unknown as { homeShownAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.documentElement.textContent.includes("Current User : None")) return;
      page.homeShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/");

  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  // React's first render was the home: only index.html's 'Loading...' was ever on the page.
  expect(await loadingScreens()).toBe(1);
  await expect.poll(sdk.requested).toBe(true);
  sdk.release();

  // The SDK was asked for after the home was on the page, not alongside the entry script.
  const order = await page.waitForFunction(() => {
    const sdk = performance
      .getEntriesByType("resource")
      .find(({ name }) => name.includes("/firebaseIdentity-"));
    const { homeShownAt } = window as unknown as { homeShownAt?: number };
    return sdk && homeShownAt !== undefined && { sdk: sdk.startTime, home: homeShownAt };
  });
  const { sdk: requestedAt, home } = (await order.jsonValue()) as { sdk: number; home: number };
  expect(requestedAt).toBeGreaterThan(home);
});

test("a click on Login before the SDK has arrived waits for it, then signs in", async ({
  page,
}) => {
  const email = await createAccount();
  const sdk = await holdSdk(page);
  await submitAuthForm(page, "/auth/sign-in", "Login", email, PASSWORD);
  await expect(page.getByText("Logging in...")).toBeVisible();
  expect(sdk.requested()).toBe(true);
  sdk.release();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test.describe("with the SDK's chunk refused", () => {
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED \(.*\/firebaseIdentity-/],
  });

  test("the home still appears, and says nothing went wrong", async ({ page }) => {
    await page.route(SDK_CHUNK, (route) => route.abort());
    await page.goto("/");
    await expect(page.getByText("Current User : None")).toBeVisible();
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  });

  test("Create Account says plainly that the service could not be loaded, and stays usable", async ({
    page,
    dialogs,
  }) => {
    await page.route(SDK_CHUNK, (route) => route.abort());
    const email = uniqueEmail();
    await submitAuthForm(page, "/auth/sign-up", "Create Account", email, PASSWORD);

    await expect
      .poll(() => dialogs)
      .toEqual(["The sign-in service could not be loaded. Check your connection, then try again."]);
    const button = page.getByRole("button", { name: "Create Account" });
    await expect(button).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByText("Creating account...")).toBeHidden();
  });
});

test("a tab that holds a session shows 'Loading...' until the SDK has confirmed it", async ({
  page,
}) => {
  const email = await signInToNewAccount(page);

  const sdk = await holdSdk(page);
  const loadingScreens = await countLoadingScreens(page);
  await page.reload();
  // The SDK is asked for at once, and nothing but 'Loading...' shows until it has answered.
  await expect.poll(sdk.requested).toBe(true);
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect(page.getByText("Current User")).toBeHidden();
  expect(await loadingScreens()).toBe(2);

  sdk.release();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});
