import { expect, test } from "../support/fixtures";
import { simulateTabVisibilityOn } from "./visibility";

const FIRESTORE_HOST = "firestore.googleapis.com";

test("the database client loads after the first screen, not before", async ({ page }) => {
  // Scripts that hold the database client wait until the home screen has shown the auth state:
  // were the client on the critical path, that screen would never come.
  const databaseScripts: string[] = [];
  let release = () => {};
  const firstScreenShown = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(FIRESTORE_HOST)) {
      databaseScripts.push(route.request().url());
      await firstScreenShown;
    }
    await route.fulfill({ response, body });
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });

  await page.goto("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect.poll(() => databaseScripts).toHaveLength(1); // requested, still held
  const databaseScript = databaseScripts[0] ?? "";
  const loaded = page.waitForEvent(
    "requestfinished",
    (request) => request.url() === databaseScript,
  );
  release();
  await loaded;

  // main.tsx warns if the client could not be loaded or initialised.
  await page.evaluate(() => 0);
  expect(warnings).toEqual([]);
});

test("a tab opened in the background loads the database client while still hidden", async ({
  page,
}) => {
  await simulateTabVisibilityOn(page, { startHidden: true });
  const databaseScripts: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(FIRESTORE_HOST)) databaseScripts.push(route.request().url());
    await route.fulfill({ response, body });
  });
  const finished: string[] = [];
  page.on("requestfinished", (request) => finished.push(request.url()));

  await page.goto("/");
  await expect.poll(() => databaseScripts).toHaveLength(1);
  await expect.poll(() => finished).toContain(databaseScripts[0]);
  // Never shown: the tab loaded it in the background.
  expect(await page.evaluate(() => document.visibilityState)).toBe("hidden");
});
