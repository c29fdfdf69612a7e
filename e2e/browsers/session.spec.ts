import { test } from "./fixtures";
import { expectScreen, expectText, signInToNewAccount, signOut } from "./flows";

test("a reload keeps the session; after sign-out, /protected is the 404 page", async ({
  app: { tab },
}) => {
  const email = await signInToNewAccount(tab);
  await tab.reload();
  await expectText(tab, `Current User : ${email}`);

  await tab.goto("/protected");
  await expectScreen(tab, "This is a Protected Page", "/protected");
  await tab.reload();
  await expectScreen(tab, "This is a Protected Page", "/protected");

  await tab.click("link", "Home");
  await signOut(tab);
  await tab.reload();
  await expectText(tab, "Current User : None");
  await tab.goto("/protected");
  await expectScreen(tab, "404 Page Not Found", "/protected");
});
