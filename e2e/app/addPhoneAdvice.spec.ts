import { addPhoneAction, openAction } from "../support/accountActions";
import { expect, signIn, test } from "../support/fixtures";
import { createAccountWithFactors } from "../support/secondFactors";
import { uniquePhoneNumber } from "../support/texts";

// What "Add a phone" says of texted codes before it asks for the number, on the emulator's build,
// which offers no authenticator app (its Auth emulator refuses them), so recommends none.

test("Add a phone says, before the number, what a texted code does not protect against", async ({
  page,
}) => {
  const email = await createAccountWithFactors([]);
  await signIn(page, email);
  await expect(page.getByText(`Current User : ${email}`)).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();

  const form = await openAction(page, addPhoneAction(uniquePhoneNumber(), "Work phone"));

  const risk = form.getByText(/^A texted code does not protect against everything/);
  await expect(risk).toHaveText(
    "A texted code does not protect against everything: someone who takes over your number (a SIM swap) or intercepts your texts receives the code too.",
  );
  // Read before the field: it comes first in the form, and above it on the screen.
  const [riskBox, fieldBox] = await Promise.all([
    risk.boundingBox(),
    form.getByLabel("Phone number").boundingBox(),
  ]);
  expect(riskBox && fieldBox && riskBox.y + riskBox.height <= fieldBox.y).toBe(true);
  await expect(form.getByText(/authenticator app/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add an authenticator app" })).toHaveCount(0);
});
