import { expect, holdServiceCalls, signInToNewAccount, test, type Page } from "../support/fixtures";

// The loading screen's dead ends: no JavaScript, a script that never arrives, a first auth report
// that never comes. The page's clocks are moved by the test, never waited for.

const HINT = /^\s*Still loading\?\s.*\sReloading\s+the page may help\.\s*$/s;
/** The status region once the hint shows: both lines, so screen readers hear the hint. */
const STATUS_WITH_HINT = /^Loading\.\.\.\s+Still loading\?\s.*\smay help\.$/s;

/** Holds every CSS animation of the page at `ms` after its start, as if that time had passed. */
async function holdAnimationsAt(page: Page, ms: number) {
  await page.evaluate((time) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the card says the app needs JavaScript, and never 'Loading...'", async ({ page }) => {
    await page.goto("/");

    // What the card shows (its innerText) is the message alone: no 'Loading...', no hint.
    const card = page.getByRole("main");
    await expect(card).toHaveText(
      "This app needs JavaScript. Turn it on for this site, then reload.",
      { useInnerText: true },
    );
    await expect(card.locator("noscript p")).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
  });
});

test("the app's script never arrives: after 10 s, index.html's screen adds the hint", async ({
  page,
}) => {
  await page.route("**/assets/*.js", () => undefined); // never answered
  await page.goto("/", { waitUntil: "commit" });
  const status = page.getByRole("status");
  const hint = page.getByText(HINT);
  // What the status region shows, so what screen readers have of it: 'Loading...' alone.
  await expect(status).toHaveText("Loading...", { useInnerText: true });
  const card = await page.getByRole("main").boundingBox();

  // Before 10 s: the screen as it always was, the hint there but taking no room.
  await expect(hint).toHaveCount(1);
  await expect(hint).toBeHidden();
  await holdAnimationsAt(page, 9_999);
  await expect(hint).toBeHidden();
  expect(await page.getByRole("main").boundingBox()).toEqual(card);

  await holdAnimationsAt(page, 10_000);
  await expect(hint).toBeVisible();
  await expect(status).toHaveText(STATUS_WITH_HINT, { useInnerText: true });
  await expect(page.getByText("This app needs JavaScript")).toBeHidden();
});

test("no first auth report for 10 s: the React loading screen adds the same hint", async ({
  page,
}) => {
  await signInToNewAccount(page);
  await page.clock.install();
  const lookup = await holdServiceCalls(page, "accounts:lookup");
  await page.reload();
  await expect.poll(() => lookup.held.length).toBe(1); // the app is up and waiting
  const hint = page.getByText(HINT);
  await expect(page.getByRole("status")).toHaveText("Loading...", { useInnerText: true });
  await expect(hint).toHaveCount(1);
  await expect(hint).toBeHidden();
  // Only the app's timer may show it here: the CSS countdown, restarted when React took over, is held.
  await holdAnimationsAt(page, 0);

  await page.clock.fastForward(10_000);

  await expect(hint).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(STATUS_WITH_HINT, { useInnerText: true });
  lookup.release();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(hint).toHaveCount(0);
});
