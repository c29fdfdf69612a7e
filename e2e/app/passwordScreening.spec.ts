import { randomUUID } from "node:crypto";
import type { Locator, Request } from "@playwright/test";
import {
  createAccount,
  mailPasswordReset,
  PASSWORD,
  signsIn,
  uniqueEmail,
} from "../support/accounts";
import {
  accountSection,
  changePasswordAction,
  confirmDialog,
  openAction,
} from "../support/accountActions";
import { expect, serviceCallsSent, submitAuthForm, test, type Page } from "../support/fixtures";
import { actionLink } from "../support/mail";
import { answerRange, RANGE_API, sha1 } from "../support/pwnedPasswords";
import { openAccountPage } from "./lifecycle";

// A new password screened before anything is sent to the identity service, on the reset link's
// page and Change password on /account: a common password, one made of the context words and
// one found in breached data are refused; when the breach check's API cannot be reached, the
// change goes on and says so. The range API is answered by route, in its documented shape
// (../pwnedPasswords.ts); the sign-up form screens nothing.

const REFUSED = {
  common:
    "This password is one of the most common ones; attackers try those first. Choose another.",
  context:
    "This password is made of your e-mail address or this site's name, which are the first things an attacker tries. Choose another.",
  breached:
    "This password has appeared in a data breach (haveibeenpwned.com), so attackers may try it. Choose another.",
};
const SKIPPED =
  "The check against breached passwords was skipped: the service that answers it could not be reached.";

/** Found in breached data, as the range API is made to answer here. */
const BREACHED = "a-breached-secret";
const NEW_PASSWORD = "a-brand-new-secret";

/** Each password refused, and why; the context one made of the address "alice-…@example.com". */
const REFUSALS = [
  ["iloveyou", REFUSED.common],
  ["Alice2024!", REFUSED.context],
  ["firebase-auth-demo", REFUSED.context],
  [BREACHED, REFUSED.breached],
] as const;

/** An address whose local part begins with a word, as a person's does: still one of its own. */
function aliceEmail(): string {
  return `alice-${randomUUID().slice(0, 8)}@example.com`;
}

/** Every request the page sends from now on, to any host. */
function requestsSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => sent.push(request));
  return sent;
}

/** The range API's requests among `requests`. */
function rangeRequests(requests: Request[]): Request[] {
  return requests.filter((request) => request.url().startsWith("https://api.pwnedpasswords.com"));
}

/** The calls to the identity service among `calls`, less the read of the project's rules. */
function changesAsked(calls: string[]): string[] {
  return calls.filter((call) => call !== "passwordPolicy");
}

/**
 * Types each refused password in `field` and presses `submit`, and sees `status` say why. Then no
 * call reached the identity service, and only the breached password was asked of the range API:
 * the first five hex digits of its SHA-1, with Add-Padding, and nothing more of it anywhere.
 */
async function expectEachRefused(page: Page, field: Locator, submit: Locator, status: Locator) {
  const calls = serviceCallsSent(page);
  const requests = requestsSent(page);
  for (const [password, refusal] of REFUSALS) {
    await field.fill(password);
    await submit.click();
    await expect(status).toHaveText(refusal);
  }
  expect(changesAsked(calls)).toEqual([]);
  const [asked, ...more] = rangeRequests(requests);
  expect(more).toEqual([]);
  expect(asked?.method()).toBe("GET");
  expect(asked?.url()).toBe(
    `https://api.pwnedpasswords.com/range/${(await sha1(BREACHED)).slice(0, 5)}`,
  );
  expect(await asked?.headerValue("Add-Padding")).toBe("true");
  expect(asked?.postData()).toBeNull();
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ""}`;
    expect(sent).not.toContain((await sha1(BREACHED)).slice(5));
    for (const [password] of REFUSALS) expect(sent).not.toContain(password);
  }
}

/** Opens a reset link for a new account with an "alice-…" address; resolves to the address. */
async function openResetLink(page: Page): Promise<string> {
  const email = await createAccount(aliceEmail());
  await mailPasswordReset(email);
  await page.goto(await actionLink(email, "PASSWORD_RESET"));
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  return email;
}

/** Opens Change password on /account, signed in to a new "alice-…" account. */
async function openChangePassword(page: Page) {
  const email = aliceEmail();
  await openAccountPage(page, email);
  const form = await openAction(page, changePasswordAction(""));
  return { email, form, section: accountSection(page, "Password") };
}

test.describe("the reset link's page", () => {
  test("refuses a common, a context and a breached password, sending nothing to the service", async ({
    page,
  }) => {
    await page.route(RANGE_API, answerRange({ [BREACHED]: 42 }));
    const email = await openResetLink(page);

    await expectEachRefused(
      page,
      page.getByLabel("New password"),
      page.getByRole("button", { name: "Save password" }),
      page.getByRole("status"),
    );
    expect(await signsIn(email, PASSWORD)).toBe(true);
  });

  test("takes a password the range API pads with a count of 0 as found nowhere", async ({
    page,
  }) => {
    await page.route(RANGE_API, answerRange({ [NEW_PASSWORD]: 0 }));
    const email = await openResetLink(page);

    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();

    await expect(
      page.getByText("Your password has been changed. Sign in with the new one."),
    ).toBeVisible();
    await expect(page.getByText(SKIPPED)).toHaveCount(0);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  });

  test.describe("with the range API unreachable", () => {
    test.use({
      allowedConsoleErrors: [
        /^Failed to load resource: net::ERR_FAILED \(https:\/\/api\.pwnedpasswords\.com\/range\//,
      ],
    });

    test("the reset goes on, and says the breach check was skipped", async ({ page }) => {
      await page.route(RANGE_API, (route) => route.abort());
      const email = await openResetLink(page);

      await page.getByLabel("New password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Save password" }).click();

      await expect(
        page.getByText("Your password has been changed. Sign in with the new one."),
      ).toBeVisible();
      await expect(page.getByText(SKIPPED)).toBeVisible();
      expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    });
  });
});

test.describe("Change password on /account", () => {
  test("refuses a common, a context and a breached password before Confirm it's you, sending nothing", async ({
    page,
  }) => {
    await page.route(RANGE_API, answerRange({ [BREACHED]: 7 }));
    const { email, form } = await openChangePassword(page);

    await expectEachRefused(
      page,
      form.getByLabel("New password"),
      form.getByRole("button", { name: "Change password" }),
      form.getByRole("status"),
    );
    await expect(confirmDialog(page)).toHaveCount(0);
    expect(await signsIn(email, PASSWORD)).toBe(true);
  });

  test.describe("with the range API unreachable", () => {
    test.use({
      allowedConsoleErrors: [
        /^Failed to load resource: net::ERR_FAILED \(https:\/\/api\.pwnedpasswords\.com\/range\//,
      ],
    });

    test("the change goes on once confirmed, and says the breach check was skipped", async ({
      page,
    }) => {
      await page.route(RANGE_API, (route) => route.abort());
      const { email, form, section } = await openChangePassword(page);

      await form.getByLabel("New password").fill(NEW_PASSWORD);
      await form.getByRole("button", { name: "Change password" }).click();
      const dialog = confirmDialog(page);
      await dialog.getByLabel("Current password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Continue" }).click();

      await expect(
        section.getByRole("status").filter({ hasText: "Your password has been changed." }),
      ).toHaveText("Your password has been changed.");
      await expect(section.getByRole("status").filter({ hasText: SKIPPED })).toBeVisible();
      expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    });
  });
});

test("the sign-up form screens nothing: a common password makes the account, and no check is loaded or asked", async ({
  page,
}) => {
  const email = uniqueEmail();
  const requests = requestsSent(page);

  await submitAuthForm(page, "/auth/sign-up", "Create Account", email, "iloveyou");

  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  expect(rangeRequests(requests)).toEqual([]);
  expect(requests.filter((request) => request.url().includes("commonOrContext"))).toEqual([]);
  expect(await signsIn(email, "iloveyou")).toBe(true);
});
