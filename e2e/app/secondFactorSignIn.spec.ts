import { factorList } from "../support/accountActions";
import { REFUSED_CALL, expect, signIn, signOut, test } from "../support/fixtures";
import { createAccountWithFactors, enrolledFactors } from "../support/secondFactors";
import { nextText, textedCode, textsTo, uniquePhoneNumber } from "../support/texts";
import { addPhone, enterCode, expectCodeAsked, masked, signInWithPhone } from "./secondFactorSteps";

// Signing in with a second factor on the Auth emulator, each code the one it would have texted.
// The spec's sign-in form is unchanged: a password that needs a second factor is not a failure,
// so no alert (the fixtures fail a test on any), and the second step follows.

test("a phone added on the account page is asked for at the next sign-in, and its code signs in", async ({
  page,
}) => {
  const email = await createAccountWithFactors([]);
  const phoneNumber = uniquePhoneNumber();
  await signIn(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();

  await addPhone(page, phoneNumber, "Work phone");
  // Each factor's line ends with its own Remove, named for it.
  // The name the visitor gave, isolated (U+2068 … U+2069) from the words around it.
  const name = `\u2068Work phone\u2069 \\(text to \\${phoneNumber}\\)`;
  await expect(factorList(page)).toHaveText([
    new RegExp(`^${name}, since \\d+ \\w+ \\d{4}\\s*Remove ${name}$`),
  ]);
  expect(await enrolledFactors(email)).toEqual([
    expect.objectContaining({ phoneInfo: phoneNumber, displayName: "Work phone" }),
  ]);

  await page.getByRole("link", { name: "Home" }).click();
  await signOut(page);
  const text = await nextText(phoneNumber);
  await signIn(page, email);
  // The code is texted at once: the account has one factor, so there is nothing to choose.
  await expectCodeAsked(page, phoneNumber);
  await expect(
    page.getByText("Your account has a second factor: give it to finish signing in."),
  ).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    `A code has been texted to ${masked(phoneNumber)}.`,
  );
  await expect(page.getByRole("radio")).toHaveCount(0);
  await enterCode(page, await text.code());
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
});

test.describe("with the service's refusals", () => {
  test.use({ allowedConsoleErrors: [REFUSED_CALL] });

  test("a wrong code is said in plain words and the step stays usable; the right one then signs in", async ({
    page,
  }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
    const text = await nextText(phoneNumber);
    await signIn(page, email);
    await expectCodeAsked(page, phoneNumber);
    const code = await text.code();
    const status = page.getByRole("status");
    await expect(status).toHaveText(`A code has been texted to ${masked(phoneNumber)}.`);

    await enterCode(page, wrongCode(code));
    await expect(status).toHaveText("That code is not right. Check it, then try again.");
    await expect(page).toHaveURL("/auth/second-factor");
    await expect(page.getByText("Current User", { exact: false })).toHaveCount(0);
    await expect(page.getByLabel("Code", { exact: true })).toBeEditable();
    await expect(page.getByRole("button", { name: "Verify" })).toBeEnabled();

    await enterCode(page, code);
    await expect(page).toHaveURL("/");
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  });

  test("Send a new code texts another, and the newest code signs in", async ({ page }) => {
    const phoneNumber = uniquePhoneNumber();
    const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
    const first = await nextText(phoneNumber);
    await signIn(page, email);
    await expectCodeAsked(page, phoneNumber);
    const firstCode = await first.code();
    const status = page.getByRole("status");
    await expect(status).toHaveText(`A code has been texted to ${masked(phoneNumber)}.`);

    const resent = await nextText(phoneNumber);
    await page.getByRole("button", { name: "Send a new code" }).click();
    const newestCode = await resent.code();
    await expect(status).toHaveText(`A code has been texted to ${masked(phoneNumber)}.`);
    expect((await textsTo(phoneNumber)).map(({ code }) => code)).toEqual([firstCode, newestCode]);

    await enterCode(page, newestCode);
    await expect(page).toHaveURL("/");
    await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  });
});

test("with two phones, the visitor chooses one, named and masked: only it is texted, and its code signs in", async ({
  page,
}) => {
  const work = uniquePhoneNumber();
  const home = uniquePhoneNumber();
  const email = await createAccountWithFactors([
    { phoneNumber: work, displayName: "Work phone" },
    { phoneNumber: home, displayName: "Home phone" },
  ]);
  await signIn(page, email);
  await expect(page).toHaveURL("/auth/second-factor");
  const choice = page.getByRole("group", { name: "Choose your second factor" });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  const workRadio = choice.getByRole("radio", {
    name: `\u2068Work phone\u2069 (text to ${masked(work)})`,
  });
  const homeRadio = choice.getByRole("radio", {
    name: `\u2068Home phone\u2069 (text to ${masked(home)})`,
  });
  await expect(workRadio).toBeChecked();
  await expect(homeRadio).not.toBeChecked();
  // Nothing is texted before the choice is confirmed.
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  expect(await textsTo(work)).toEqual([]);
  expect(await textsTo(home)).toEqual([]);

  await homeRadio.check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectCodeAsked(page, home);
  await enterCode(page, await textedCode(home));
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  expect(await textsTo(work)).toEqual([]);
});

test("the second step opened with no sign-in waiting leads to sign in; after a sign-in with a factor, Back lands home", async ({
  page,
}) => {
  await page.goto("/auth/second-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step");
  await expect(page.getByText(/^No sign-in is waiting for its second step here/)).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Other pages" })
    .getByRole("link", { name: "Sign in again" })
    .click();
  await expect(page).toHaveURL("/auth/sign-in");

  const phoneNumber = uniquePhoneNumber();
  const email = await createAccountWithFactors([{ phoneNumber, displayName: "Phone" }]);
  await signInWithPhone(page, email, phoneNumber);
  // Back goes to the sign-in's screens, which a signed-in visitor never sees: the guard sends them home.
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Second step" })).toHaveCount(0);
});

/** A six-digit code that is not `code`. */
function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}
