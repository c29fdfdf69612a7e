import { Secret } from "otpauth";
import {
  accountSection,
  addAuthenticatorAppAction,
  confirmDialog,
  confirmWithPassword,
  factorList,
  makeChange,
  openAction,
  sectionStatus,
} from "../support/accountActions";
import { answerAuthenticatorApps, AuthenticatorApp } from "../support/authenticatorApp";
import { expectNoViolations } from "../support/axe";
import { signIn, signOut, type Page } from "../support/fixtures";
import { openAccount } from "./accountPage";
import { expect, test } from "./googleApis";

// Authenticator apps in the production build, under firebase.json's CSP as deployed (the
// reCAPTCHA switch off: they need no reCAPTCHA). The emulator refuses them, so their calls are
// answered by route (../authenticatorApp.ts), in the shapes of Google's REST API.

const QR_CODE =
  "QR code of a new key for your authenticator app. The same key is written out below.";
const WRONG_CODE = "That code is not right. Check it, then try again.";

/** Opens "Add an authenticator app", confirms it with the password, and waits for the QR code. */
async function showQrCode(page: Page) {
  const adding = await makeChange(page, addAuthenticatorAppAction());
  await expect(adding.getByRole("img", { name: QR_CODE })).toBeVisible();
  return adding;
}

test("/account with firebase.json's CSP offers no phone, says why, and offers an authenticator app", async ({
  page,
}) => {
  await openAccount(page);
  const section = accountSection(page, "Two-step sign-in");
  await expect(
    section.getByText(
      "This site cannot text codes: that needs reCAPTCHA, which its security policy does not " +
        "load. An authenticator app needs no reCAPTCHA.",
    ),
  ).toBeVisible();
  await expect(section.getByRole("button", { name: "Add a phone" })).toHaveCount(0);
  await expect(page.getByLabel("Phone number")).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Add an authenticator app" })).toBeVisible();
});

test("an authenticator app: QR code and key, enrolment, then sign-in with a wrong code and the right one (answered by route: the Auth emulator refuses authenticator apps)", async ({
  page,
}) => {
  const issued = await answerAuthenticatorApps(page);
  const email = await openAccount(page);
  const adding = await showQrCode(page);

  // The key, selected as a visitor who cannot scan would select it, is the one the service issued.
  const key = adding.locator("code");
  await key.selectText();
  const selected = await page.evaluate(() => getSelection()?.toString());
  expect(selected).toBe(issued.key);
  // The visitor's app, set up by hand from that key.
  const visitors = new AuthenticatorApp(Secret.fromBase32(selected ?? ""));

  await adding.getByLabel("Code", { exact: true }).fill(visitors.wrongCode());
  await adding.getByLabel("Name", { exact: true }).fill("Phone app");
  await adding.getByRole("button", { name: "Add authenticator app" }).click();
  await expect(adding.getByRole("status")).toHaveText(WRONG_CODE);
  await adding.getByLabel("Code", { exact: true }).fill(visitors.code());
  await adding.getByRole("button", { name: "Add authenticator app" }).click();

  await expect(sectionStatus(accountSection(page, "Two-step sign-in"))).toHaveText(
    "Second factor added: \u2068Phone app\u2069. Signing in now asks for a code from this app.",
  );
  await expect(factorList(page)).toHaveText([
    /^\u2068Phone app\u2069 \(authenticator app\), since .*Remove \u2068Phone app\u2069 \(authenticator app\)$/,
  ]);

  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Second step", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Enter the six-digit code your authenticator app shows."),
  ).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(visitors.wrongCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toHaveText(WRONG_CODE);

  // The step is still usable: the right code completes the sign-in.
  await expect(page).toHaveURL(/\/auth\/second-factor$/);
  await page.getByLabel("Code", { exact: true }).fill(visitors.code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

// axe checks every state in three colour schemes, work that is CPU-bound and slows with the
// machine's load: this test has 60 s, and each wait in it keeps its own limit.
test("axe finds nothing as an authenticator app is added: the action open, Confirm it's you, the QR code's step; light, dark and forced colours (answered by route: the Auth emulator refuses authenticator apps)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await answerAuthenticatorApps(page);
  await openAccount(page);
  const adding = await openAction(page, addAuthenticatorAppAction());
  await expectNoViolations(page, { forcedColors: true });
  await adding.getByRole("button", { name: "Show QR code" }).click();
  await expect(confirmDialog(page).getByLabel("Current password")).toBeFocused();
  await expectNoViolations(page, { forcedColors: true });
  await confirmWithPassword(page);
  await expect(adding.getByRole("img", { name: QR_CODE })).toBeVisible();
  await expectNoViolations(page, { forcedColors: true });
});
