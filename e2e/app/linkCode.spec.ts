import { EMULATOR_API_KEY } from "../../src/config/readAppConfig.ts";
import {
  account,
  createAccount,
  mailPasswordReset,
  signsIn,
  uniqueEmail,
} from "../support/accounts";
import { verificationForm } from "../support/accountActions";
import { expect, test, type Page } from "../support/fixtures";
import { actionLink } from "../support/mail";
import { openAccountPage } from "./lifecycle";

// A mailed link's one-time code, and the API key the service adds to it, leave the address bar and
// the history before the page waits for anything: the page holds the code in memory only, until it
// is used or the page is left.

const NEW_PASSWORD = "a-brand-new-secret";
const CODE_GONE =
  "This page was reloaded, or opened again from the history, so the link's one-time code is no longer here: the page takes it out of the address as soon as it has read it. If you have not used the link yet, open it again from the e-mail.";

function codeOf(link: string): string {
  const code = new URL(link, "http://any").searchParams.get("oobCode");
  if (!code) throw new Error(`No code in ${link}`);
  return code;
}

/** Everything of this entry and this page the browser keeps: none of it may hold `code`. */
function browserKeeps(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      state: history.state as unknown,
      session: Object.entries(sessionStorage),
      local: Object.entries(localStorage),
    }),
  );
}

/** The page's address, once the code has left it, with the rest of the link still there. */
async function expectCodeLeft(page: Page, mode: string, code: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth/action" && url.searchParams.get("mode") === mode,
  );
  expect(page.url()).not.toContain(code);
  expect(await browserKeeps(page)).not.toContain(code);
}

/** The screen of an address whose code this page no longer has, with its ways on. */
async function expectCodeGone(page: Page, ways: string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open the link again");
  await expect(page.getByText(CODE_GONE, { exact: true })).toBeVisible();
  const links = page.getByRole("navigation", { name: "Other pages" }).getByRole("link");
  await expect(links).toHaveText(ways);
}

/** Holds the page's requests for `chunks` until release(); they then go on to the server. */
async function holdChunks(page: Page, chunks: string[]) {
  const requested = new Set<string>();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const chunk of chunks) {
    await page.route(chunk, async (route) => {
      requested.add(chunk);
      await released;
      await route.continue();
    });
  }
  return { release, requested: () => [...requested].sort() };
}

test("a link's code and API key leave the address while the page's chunk and the SDK are still loading", async ({
  page,
}) => {
  const email = await createAccount();
  await mailPasswordReset(email);
  // As a real project's mail has it: the project's API key beside the code.
  const link = `${await actionLink(email, "PASSWORD_RESET")}&apiKey=${EMULATOR_API_KEY}`;
  const code = codeOf(link);
  const chunks = ["**/assets/ActionPage-*.js", "**/assets/firebaseIdentity-*.js"];
  const held = await holdChunks(page, chunks);

  await page.goto(link, { waitUntil: "commit" });
  await expect.poll(held.requested).toEqual([...chunks].sort());

  await expectCodeLeft(page, "resetPassword", code);
  expect(page.url()).not.toContain("apiKey");
  expect(await browserKeeps(page)).not.toContain(EMULATOR_API_KEY);
  held.release();
  // The code, held in memory, still makes the reset.
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText(/^Your password has been changed\./)).toBeVisible();
  expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
});

test("a reset link's code leaves the address and the history once read, and the reset is made with it", async ({
  page,
}) => {
  const email = await createAccount();
  await mailPasswordReset(email);
  const link = await actionLink(email, "PASSWORD_RESET");
  const code = codeOf(link);
  await page.goto("/");
  const entries = await page.evaluate(() => history.length);

  await page.goto(link);
  await expect(page.getByLabel("New password")).toBeVisible();
  await expectCodeLeft(page, "resetPassword", code);
  // Replaced, not pushed: the link's own entry is the one without its code.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(
    page.getByText("Your password has been changed. Sign in with the new one."),
  ).toBeVisible();
  expect(await signsIn(email, NEW_PASSWORD)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await page.goForward();
  await expectCodeLeft(page, "resetPassword", code);
});

test("a verification link's code leaves the address once read, and verifies the address", async ({
  page,
}) => {
  const email = uniqueEmail();
  await openAccountPage(page, email);
  const verification = verificationForm(page);
  await verification.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(verification.getByRole("status")).toHaveText(/^A verification link has been sent/);
  const link = await actionLink(email, "VERIFY_EMAIL");

  await page.goto(link);
  await expect(page.getByRole("button", { name: "Verify e-mail address" })).toBeVisible();
  await expectCodeLeft(page, "verifyEmail", codeOf(link));
  await page.getByRole("button", { name: "Verify e-mail address" }).click();

  await expect(page.getByText(`${email} is verified.`)).toBeVisible();
  expect(await account(email)).toMatchObject({ emailVerified: true });
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL("/account");
});

test("a reload before the press says to open the link again, and the mailed link still works", async ({
  page,
}) => {
  const email = await createAccount();
  await mailPasswordReset(email);
  const link = await actionLink(email, "PASSWORD_RESET");
  await page.goto(link);
  await expect(page.getByLabel("New password")).toBeVisible();

  await page.reload();

  await expectCodeGone(page, ["Request a new link", "Sign in", "Home"]);
  await expectCodeLeft(page, "resetPassword", codeOf(link));
  // Nothing used the code: the link from the mail opens the form again, and resets the password.
  await page.goto(link);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText(/^Your password has been changed\./)).toBeVisible();
  expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
});

test("a link opened from the inbox, then back and forward again: no entry brings the code back", async ({
  page,
}) => {
  const email = await createAccount();
  await mailPasswordReset(email);
  const code = codeOf(await actionLink(email, "PASSWORD_RESET"));
  await page.goto("/inbox");
  const message = page.getByRole("listitem").filter({ hasText: email });
  await message.getByRole("link", { name: "Open link" }).click();
  await expect(page.getByLabel("New password")).toBeVisible();
  await expectCodeLeft(page, "resetPassword", code);

  await page.goBack();
  await expect(page).toHaveURL("/inbox");
  await page.goForward();

  // The same page, gone back to: it does not hold the code once it has left the entry.
  await expectCodeGone(page, ["Request a new link", "Sign in", "Home"]);
  await expectCodeLeft(page, "resetPassword", code);
});
