import { randomUUID } from "node:crypto";
import { createAccount, PASSWORD, uniqueEmail } from "../support/accounts";
import { REFUSED_CALL, expect, serviceCall, signOut, test, type Page } from "../support/fixtures";
import { HOSTILE_INPUTS, sdkMessage } from "./hostileInputs";

// Hostile input on both forms. The form checks nothing itself (noValidate, spec section 5), so
// every input goes to the identity service, whatever it is. What the app guarantees, whatever the
// service answers: exactly one request per submit; a refusal alerted with the service's own
// message, or the signed-in home showing the e-mail the service returned, as text; nothing typed
// ever rendered as markup; the form usable after a refusal.

const FORMS = [
  { path: "/auth/sign-up", button: "Create Account", endpoint: "accounts:signUp" },
  { path: "/auth/sign-in", button: "Login", endpoint: "accounts:signInWithPassword" },
] as const;
type Form = (typeof FORMS)[number];

/** The service's answer: the account's e-mail, or its error. */
type Answer = { email: string } | { error: { message: string } };

/** Counts the page's calls (POST requests) to each endpoint of the service. */
function countCalls(page: Page): (endpoint: string) => number {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") urls.push(request.url());
  });
  return (endpoint) => urls.filter((url) => serviceCall(endpoint)(new URL(url))).length;
}

/** Submits the open form; resolves with the service's answer to its call. */
async function submit(page: Page, form: Form, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const response = page.waitForResponse(
    (answer) =>
      answer.request().method() === "POST" && serviceCall(form.endpoint)(new URL(answer.url())),
  );
  await page.getByRole("button", { name: form.button }).click();
  return (await (await response).json()) as Answer;
}

/** After a refusal: the status line is cleared, and the same form, still on screen, works. */
async function expectUsable(page: Page, form: Form, spare: string) {
  await expect(page.getByRole("status")).toBeEmpty();
  await expect(page.getByRole("button", { name: form.button })).toBeEnabled();
  await expect(page.getByLabel("Email")).toBeFocused();
  const email = form.button === "Login" ? spare : uniqueEmail();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: form.button }).click();
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
}

test.use({ allowedConsoleErrors: [REFUSED_CALL] });

for (const input of HOSTILE_INPUTS) {
  test(`hostile input, ${input.name}: one request per form, answered in the service's words`, async ({
    page,
    dialogs,
  }) => {
    const id = `e2e-${randomUUID()}`;
    // An account to show that the sign-in form still works after a refusal.
    const spare = await createAccount();
    const existing = input.existing?.(id);
    if (existing !== undefined) await createAccount(existing);
    const calls = countCalls(page);

    for (const form of FORMS) {
      await page.goto(form.path);
      const alertsBefore = dialogs.length;
      const answer = await submit(page, form, input.email(id), input.password);

      if ("error" in answer) {
        await expect.poll(() => dialogs.length).toBe(alertsBefore + 1);
        expect(dialogs.at(-1)).toBe(sdkMessage(answer.error.message));
        expect(calls(form.endpoint)).toBe(1);
        await expectUsable(page, form, spare);
      } else {
        await expect(page.getByText(/^Current User : /)).toHaveText(
          `Current User : ${answer.email}`,
        );
        expect(dialogs).toHaveLength(alertsBefore);
        expect(calls(form.endpoint)).toBe(1);
      }
      // Nothing typed was ever rendered as markup (a rendered onerror would also break the CSP).
      await expect(page.locator("img, script:not([src]), [data-e2e-markup]")).toHaveCount(0);
      await signOut(page);
    }
  });
}
