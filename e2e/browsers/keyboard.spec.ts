import { createAccount, PASSWORD } from "../support/accounts";
import { expect, test } from "./fixtures";
import { expectText } from "./flows";
import { focused } from "./page";
import type { Key, Tab } from "./session";

/**
 * Presses `key` (Tab, or what takes its place: keyboardAccess.ts) until `name` has focus, at most
 * 10 times, as a keyboard user would. No press if it has focus already: past the page's last
 * link, Firefox takes focus into its own toolbar.
 */
async function tabTo(tab: Tab, key: Key, name: string) {
  for (let presses = 0; presses <= 10; presses += 1) {
    if ((await focused(tab)) === name) return;
    await tab.press(key);
  }
  throw new Error(`${key} never reached "${name}"`);
}

test("keyboard only: sign in and sign out without the mouse", async ({
  app: { tab },
  nextItemKey,
}) => {
  const email = await createAccount();

  // A fresh load starts at the heading, so the keyboard has to reach the link.
  await tab.goto("/");
  await expect.poll(() => focused(tab)).toBe("Firebase Auth Demo");
  await tabTo(tab, nextItemKey, "Sign In");
  await tab.press("Enter");
  // Until the sign-in page has rendered, the focused "Sign In" may still be the home page's link.
  await expectText(tab, "Don't have an account?");
  await expect.poll(() => focused(tab)).toBe("Sign In");
  await tabTo(tab, nextItemKey, "email");
  await tab.type(email);
  await tab.press(nextItemKey);
  await tab.type(PASSWORD);
  await tab.press("Enter");
  await expectText(tab, `Current User : ${email}`);
  // The home page puts focus on its heading once it has mounted: Tab from there, not before.
  await expect.poll(() => focused(tab)).toBe("Firebase Auth Demo");

  await tabTo(tab, nextItemKey, "Sign Out");
  await tab.press("Enter");
  await expectText(tab, "Current User : None");
});
