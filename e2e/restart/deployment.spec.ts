import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "../support/fixtures";
import { ROOT, startEmulators, type Emulators } from "./emulators";

// A tab opened before a deployment, then asking for a chunk the deployment removed: the Hosting
// emulator serves build/emulator/ from disk, so the test deploys by changing that folder under
// the open tab (src/lib/loadChunk.ts recovers).

const BUILD = join(ROOT, "build", "emulator");
const ASSETS = join(BUILD, "assets");

/**
 * Deploys the same app again as a new build would: every hashed file under a new name, every
 * reference to it rewritten (index.html's, the chunks' imports of each other), the old files gone.
 */
function deployAgain() {
  const names = new Map(
    // A new hash: one more character before the extension.
    readdirSync(ASSETS).map((name) => [name, name.replace(/(\.\w+)$/, "x$1")] as const),
  );
  const rewrite = (text: string) =>
    [...names].reduce((result, [old, renamed]) => result.replaceAll(old, renamed), text);
  for (const [old, renamed] of names) {
    writeFileSync(join(ASSETS, renamed), rewrite(readFileSync(join(ASSETS, old), "utf8")));
    rmSync(join(ASSETS, old));
  }
  const index = join(BUILD, "index.html");
  writeFileSync(index, rewrite(readFileSync(index, "utf8")));
}

/** Counts the page's loads from now on: its reloads. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}

/** The page of one chunk of the current build, e.g. "ForgotPasswordPage". */
function chunkOf(name: string): string {
  const file = readdirSync(ASSETS).find((candidate) => candidate.startsWith(`${name}-`));
  if (!file) throw new Error(`No chunk of ${name} in ${ASSETS}`);
  return join(ASSETS, file);
}

let dataDir = "";
let emulators: Emulators | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(realpathSync.native(tmpdir()), "emulator-deployment-"));
  emulators = await startEmulators(dataDir);
});

test.afterAll(async () => {
  await emulators?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// The browser's line for the chunk the deployment removed: the one failure these tests make.
test.use({
  allowedConsoleErrors: [/^Failed to load resource: .* 404 \(Not Found\) \(.*\/assets\/.*\.js\)$/],
});

test("a lazy page's chunk gone after a deployment: the tab reloads once and shows the page", async ({
  page,
}) => {
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  deployAgain();

  const loads = countLoads(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  expect(page.url()).toMatch(/\/auth\/forgot-password$/);
  expect(loads()).toBe(1);
  await expect(page.getByText("could not be loaded")).toHaveCount(0);
});

test("the SDK's chunk gone after a deployment: the tab reloads once and shows the home", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Only the first request waits: the one the page opened before the deployment makes.
  await page.route(
    "**/assets/firebaseIdentity-*.js",
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto("/");
  await expect(page.getByText("Current User : None")).toBeVisible();
  deployAgain();

  const loads = countLoads(page);
  release();
  await expect.poll(loads).toBe(1);
  await expect(page.getByText("Current User : None")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loads()).toBe(1);
});

test("a chunk gone with no new deployment: the page says so, and its button reloads", async ({
  page,
}) => {
  const chunk = chunkOf("ForgotPasswordPage");
  const kept = readFileSync(chunk);
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  rmSync(chunk);
  try {
    const loads = countLoads(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(
      page.getByRole("heading", { name: "This page could not be loaded" }),
    ).toBeVisible();
    // No reload by itself: the same build is served, a reload would not bring the chunk back.
    expect(loads()).toBe(0);

    await page.getByRole("button", { name: "Reload" }).click();
    await expect.poll(loads).toBe(1);
    await expect(
      page.getByRole("heading", { name: "This page could not be loaded" }),
    ).toBeVisible();
  } finally {
    writeFileSync(chunk, kept);
  }
});
