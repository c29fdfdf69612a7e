import { expect, test } from "./fixtures";
import { expectScreen, expectText, signInToNewAccount } from "./flows";
import { links } from "./page";
import type { Tab } from "./session";

// The table of routes, texts and guards (docs/GUIDE.md "What the app must do"), anonymous and
// signed in.

async function expectAuthForm(tab: Tab, button: string) {
  expect(
    await tab.evaluate(
      `[document.querySelector("#email").type, document.querySelector("#password").type,
        document.querySelector("button[type=submit]").textContent]`,
    ),
  ).toEqual(["email", "password", button]);
}

async function expectNotFound(tab: Tab, at: string) {
  await tab.goto(at);
  await expectScreen(tab, "404 Page Not Found", at);
  expect(await links(tab)).toEqual([{ name: "Go back to Home", href: "/", target: "" }]);
}

test("anonymous: home, sign-in, sign-up, and the 404 page for /protected and unknown paths", async ({
  app: { tab },
}) => {
  await tab.goto("/");
  await expectScreen(tab, "Firebase Auth Demo", "/");
  await expectText(tab, "Current User : None");
  const home = await links(tab);
  expect(home.map(({ name }) => name)).toEqual([
    "Sign In",
    "Protected Page",
    "Source Code (opens in a new tab)",
  ]);
  expect(home.slice(0, 2).map(({ href }) => href)).toEqual(["/auth/sign-in", "/protected"]);
  expect(home[2]).toMatchObject({ href: expect.stringMatching(/^https:\/\//), target: "_blank" });

  await tab.goto("/auth/sign-in");
  await expectScreen(tab, "Sign In", "/auth/sign-in");
  await expectAuthForm(tab, "Login");
  expect(await links(tab)).toContainEqual({
    name: "Don't have an account? Sign Up",
    href: "/auth/sign-up",
    target: "",
  });
  expect(await links(tab)).toContainEqual({ name: "Home", href: "/", target: "" });

  await tab.goto("/auth/sign-up");
  await expectScreen(tab, "Sign Up", "/auth/sign-up");
  await expectAuthForm(tab, "Create Account");
  await expectText(tab, "Demo app, please don't use your real email or password");
  expect(await links(tab)).toContainEqual({
    name: "Already have an account? Sign In",
    href: "/auth/sign-in",
    target: "",
  });
  expect(await links(tab)).toContainEqual({ name: "Home", href: "/", target: "" });

  await expectNotFound(tab, "/protected");
  await expectNotFound(tab, "/no-such-page");
});

test("signed in: home with Sign Out, the protected page, the auth screens send home", async ({
  app: { tab },
}) => {
  const email = await signInToNewAccount(tab);
  await expectScreen(tab, "Firebase Auth Demo", "/");
  expect((await links(tab)).map(({ name }) => name)).not.toContain("Sign In");

  await tab.click("link", "Protected Page");
  await expectScreen(tab, "This is a Protected Page", "/protected");
  // E-mail accounts have no display name.
  await expectText(tab, "Current User : None");
  expect(await links(tab)).toEqual([{ name: "Home", href: "/", target: "" }]);

  for (const screen of ["/auth/sign-in", "/auth/sign-up"]) {
    await tab.goto(screen);
    await expectScreen(tab, "Firebase Auth Demo", "/");
    await expectText(tab, `Current User : ${email}`);
  }
  await expectNotFound(tab, "/no-such-page");
});
