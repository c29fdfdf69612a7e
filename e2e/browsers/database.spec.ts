import { expect, test } from "./fixtures";
import { expectText } from "./flows";

// main.tsx loads the SDK, then the database client, once the first screen is painted (a task
// queued from an animation frame, which every engine has): their chunks must arrive in each
// engine. Three: the SDK's, Firestore Lite's, and the Firebase core that both import.

/** The scripts the page loaded from /assets/ besides its entry script. */
const LATER_SCRIPTS = `performance.getEntriesByType("resource")
  .map((entry) => entry.name)
  .filter((name) => name.includes("/assets/") && name.endsWith(".js"))
  .filter((name) => name !== document.querySelector("script[type=module]").src)`;

test("the SDK and the database client load after the first screen", async ({ app: { tab } }) => {
  await tab.goto("/");
  await expectText(tab, "Current User : None");
  await expect.poll(() => tab.evaluate<string[]>(LATER_SCRIPTS)).toHaveLength(3);
  const later = await tab.evaluate<string[]>(LATER_SCRIPTS);
  expect(later.filter((name) => name.includes("/assets/firebaseIdentity-"))).toHaveLength(1);
});
