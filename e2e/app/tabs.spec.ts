import { createAccount } from "../support/accounts";
import {
  expect,
  isSameDocument,
  markDocument,
  signIn,
  signInToNewAccount,
  signOut,
  tabsTest as test,
} from "../support/fixtures";

// Several tabs of the app in one browser: the session is stored in localStorage, whose storage
// events tell every other tab of a sign-in or sign-out, with no reload.

test("signing in in one tab signs in every other open tab, without a reload", async ({
  page,
  openTab,
}) => {
  const email = await createAccount();
  const home = await openTab("/");
  const signInForm = await openTab("/auth/sign-in");
  await expect(home.getByText("Current User : None")).toBeVisible();
  await expect(signInForm.getByRole("button", { name: "Login" })).toBeVisible();
  for (const tab of [home, signInForm]) await markDocument(tab);

  await signIn(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  // The open home page shows the user; the open sign-in form sends them home (anonymous only).
  await expect(home.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(signInForm.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(signInForm).toHaveURL("/");
  await expect(home.getByRole("button", { name: "Sign Out" })).toBeVisible();
  for (const tab of [home, signInForm]) {
    expect(await isSameDocument(tab)).toBe(true);
  }
});

test("signing out in one tab signs out every other open tab; /protected turns into the 404 page", async ({
  page,
  openTab,
}) => {
  const email = await signInToNewAccount(page);
  const protectedPage = await openTab("/protected");
  const home = await openTab("/");
  await expect(
    protectedPage.getByRole("heading", { name: "This is a Protected Page" }),
  ).toBeVisible();
  await expect(home.getByText(`Current User : ${email}`)).toBeVisible();
  for (const tab of [protectedPage, home]) await markDocument(tab);

  await signOut(page);
  await expect(protectedPage.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(home.getByText("Current User : None")).toBeVisible();
  await expect(protectedPage).toHaveURL("/protected");
  await expect(protectedPage.getByText("This is a Protected Page")).toHaveCount(0);
  await expect(home.getByRole("link", { name: "Sign In" })).toBeVisible();
  for (const tab of [protectedPage, home]) {
    expect(await isSameDocument(tab)).toBe(true);
  }

  // And back: signing in again in the first tab restores the protected page in the other.
  await signIn(page, email);
  await expect(
    protectedPage.getByRole("heading", { name: "This is a Protected Page" }),
  ).toBeVisible();
});
