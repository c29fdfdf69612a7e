import { expect, test } from "./fixtures";

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
