import { expect, test } from "./fixtures";
import { expectText } from "./flows";

// main.tsx loads the database client once the first screen is painted, through
// requestIdleCallback, or setTimeout where there is none (Safari): whichever branch the engine
// takes, the client's chunk must arrive.

/** The scripts the page loaded from /assets/ besides its entry script. */
const LATER_SCRIPTS = `performance.getEntriesByType("resource")
  .map((entry) => entry.name)
  .filter((name) => name.includes("/assets/") && name.endsWith(".js"))
  .filter((name) => name !== document.querySelector("script[type=module]").src)`;

test("the database client loads after the first screen", async ({ app: { tab } }, testInfo) => {
  await tab.goto("/");
  await expectText(tab, "Current User : None");
  await expect.poll(() => tab.evaluate<string[]>(LATER_SCRIPTS)).toHaveLength(1);
  const idle = await tab.evaluate<boolean>("'requestIdleCallback' in window");
  testInfo.annotations.push({
    type: "scheduling",
    description: idle ? "requestIdleCallback" : "setTimeout (no requestIdleCallback)",
  });
});
