import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { FakeIdentityService } from "./FakeIdentityService";
import { renderApp } from "./renderApp";
import { ada } from "./testAccounts";

/** Ada's phone, her one second factor, and its number as the service shows it (masked). */
export const ADA_PHONE = { name: "Work phone", phoneNumber: "+15555550100", shown: "+*******0100" };

/** /account for Ada, whose verified account has her phone as a second factor. */
export async function renderAccountWithPhone() {
  const identity = new FakeIdentityService({
    users: [
      {
        ...ada,
        emailVerified: true,
        secondFactors: [{ name: ADA_PHONE.name, phoneNumber: ADA_PHONE.phoneNumber }],
      },
    ],
    signedInAs: ada.email,
  });
  const rendered = renderApp("/account", identity);
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  return { ...rendered, section: (name: string) => within(screen.getByRole("region", { name })) };
}

/** The dialog that asks for the second factor, once its code has been texted. */
export async function secondFactorDialog() {
  const dialog = within(await screen.findByRole("dialog", { name: "Second step" }));
  await dialog.findByText(`A code has been texted to ${ADA_PHONE.shown}.`);
  return dialog;
}

/** Gives the dialog the last code texted to Ada's phone, and waits for the dialog to close. */
export async function answerSecondFactor(user: UserEvent, identity: FakeIdentityService) {
  const dialog = within(await screen.findByRole("dialog", { name: "Second step" }));
  let code = "";
  await waitFor(async () => {
    code = (await identity.sentTexts()).at(-1)?.code ?? "";
    expect(code).not.toBe("");
  });
  await user.type(dialog.getByLabelText("Code"), code);
  await user.click(dialog.getByRole("button", { name: "Verify" }));
  await waitFor(() => {
    expect(screen.queryByRole("dialog")).toBeNull();
  });
}
