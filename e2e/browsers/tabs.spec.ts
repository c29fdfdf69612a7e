import { createAccount } from "../support/accounts";
import { expect, test } from "./fixtures";
import {
  expectScreen,
  expectText,
  markDocument,
  sameDocument,
  signOut,
  submitAuthForm,
} from "./flows";

// Two tabs of one browser share the session: a sign-in or sign-out in one reaches the other,
// with no reload.

test("sign-in in one tab reaches the other; sign-out there turns /protected into the 404 page", async ({
  app,
}) => {
  const email = await createAccount();
  const other = await app.newTab("/");
  await expectText(other, "Current User : None");
  await markDocument(other);

  await submitAuthForm(app.tab, "/auth/sign-in", email);
  await expectText(app.tab, `Current User : ${email}`);
  await expectText(other, `Current User : ${email}`);
  expect(await sameDocument(other)).toBe(true);

  await other.click("link", "Protected Page");
  await expectScreen(other, "This is a Protected Page", "/protected");
  await signOut(app.tab);
  await expectScreen(other, "404 Page Not Found", "/protected");
  expect(await sameDocument(other)).toBe(true);
});
