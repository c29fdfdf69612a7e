import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { expectText, signOut, signUp } from "./flows";
import { focused } from "./page";
import type { Tab } from "./session";

/**
 * Tabs forward until `name` has focus (at most 10 presses), as a keyboard user would. No press if
 * it has focus already: past the page's last link, Firefox takes focus into its own toolbar.
 */
async function tabTo(tab: Tab, name: string) {
  for (let presses = 0; presses <= 10; presses += 1) {
    if ((await focused(tab)) === name) return;
    await tab.press("Tab");
  }
  throw new Error(`Tab never reached "${name}"`);
}

test("keyboard only: sign in and sign out without the mouse", async ({ app: { tab } }) => {
  const email = uniqueEmail();
  await signUp(tab, email);
  await signOut(tab);

  await tabTo(tab, "Sign In");
  await tab.press("Enter");
  // Until the sign-in page has rendered, the focused "Sign In" may still be the home page's link.
  await expectText(tab, "Don't have an account?");
  await expect.poll(() => focused(tab)).toBe("Sign In");
  await tabTo(tab, "email");
  await tab.type(email);
  await tab.press("Tab");
  await tab.type(PASSWORD);
  await tab.press("Enter");
  await expectText(tab, `Current User : ${email}`);
  // The home page puts focus on its heading once it has mounted: Tab from there, not before.
  await expect.poll(() => focused(tab)).toBe("Firebase Auth Demo");

  await tabTo(tab, "Sign Out");
  await tab.press("Enter");
  await expectText(tab, "Current User : None");
});
