import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FakeIdentityService } from "../../testing/FakeIdentityService";
import { lastTextedCode } from "../../testing/secondFactorCodes";
import {
  ADA_PHONE,
  answerSecondFactor,
  renderAccountWithPhone,
  secondFactorDialog,
} from "../../testing/secondFactorPrompt";
import { ada } from "../../testing/testAccounts";

const NEW_PASSWORD = "new-secret456";
const CANCELLED = "Nothing was changed: the change needs your second factor.";

/** Asks for a change of password on /account, for Ada with her phone. */
async function changePassword(next = NEW_PASSWORD) {
  const rendered = await renderAccountWithPhone();
  const form = rendered.section("Change password");
  await rendered.user.type(form.getByLabelText("Current password"), ada.password);
  await rendered.user.type(form.getByLabelText("New password"), next);
  await rendered.user.click(form.getByRole("button", { name: "Change password" }));
  return { ...rendered, form };
}

/** The refusal the service gives a sign-in with `password`: a second factor asked, or not. */
async function signInRefusal(identity: FakeIdentityService, password: string) {
  await act(() => identity.signOut());
  try {
    await act(() => identity.signIn(ada.email, password));
    return null;
  } catch (error) {
    return error;
  }
}

async function passwordUnchanged(identity: FakeIdentityService) {
  expect(await signInRefusal(identity, NEW_PASSWORD)).toMatchObject({
    code: "auth/invalid-credential",
  });
  expect(await signInRefusal(identity, ada.password)).toMatchObject({
    code: "auth/multi-factor-auth-required",
  });
}

describe("SecondFactorPrompt", () => {
  it("asks in a named modal dialog, while the section's form stays busy", async () => {
    const { form } = await changePassword();

    const dialog = await secondFactorDialog();
    expect(dialog.getByText("This change needs your second factor too.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Second step" })).toHaveAttribute("open");
    expect(dialog.getByLabelText("Code")).toBeInTheDocument();
    expect(form.getByRole("status")).toHaveTextContent("Changing password...");
    expect(form.getByRole("button", { name: "Change password" })).toBeDisabled();
  });

  it("keeps asking after a wrong code, and completes the change with the right one", async () => {
    const { user, identity, form } = await changePassword();
    const dialog = await secondFactorDialog();
    const code = await lastTextedCode(identity, ADA_PHONE.phoneNumber);

    await user.type(dialog.getByLabelText("Code"), code === "000000" ? "111111" : "000000");
    await user.click(dialog.getByRole("button", { name: "Verify" }));
    expect(
      await dialog.findByText("That code is not right. Check it, then try again."),
    ).toHaveAttribute("role", "status");
    expect(form.getByRole("status")).toHaveTextContent("Changing password...");
    // The code is no longer being checked: the visitor may give up.
    expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();

    await user.clear(dialog.getByLabelText("Code"));
    await answerSecondFactor(user, identity);
    expect(await form.findByText("Your password has been changed.")).toBeInTheDocument();
  });

  it.each(["Cancel", "Escape"])("changes nothing on %s, and the section says why", async (key) => {
    const { user, identity, form } = await changePassword();
    const dialog = await secondFactorDialog();

    if (key === "Cancel") await user.click(dialog.getByRole("button", { name: "Cancel" }));
    else await user.type(dialog.getByLabelText("Code"), "{Escape}");

    expect(await form.findByText(CANCELLED)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(form.getByRole("button", { name: "Change password" })).toBeEnabled();
    await passwordUnchanged(identity);
  });

  it("cannot be cancelled once the code is being checked: the change may be under way", async () => {
    const { user, identity, form } = await changePassword();
    const dialog = await secondFactorDialog();
    const code = await lastTextedCode(identity, ADA_PHONE.phoneNumber);
    await user.type(dialog.getByLabelText("Code"), code);
    const release = identity.holdCalls();

    await user.click(dialog.getByRole("button", { name: "Verify" }));
    await dialog.findByText("Checking the code...");
    expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.type(dialog.getByLabelText("Code"), "{Escape}");
    expect(screen.getByRole("dialog", { name: "Second step" })).toHaveAttribute("open");

    release();
    expect(await form.findByText("Your password has been changed.")).toBeInTheDocument();
  });

  it.each([
    "auth/invalid-verification-code",
    "auth/missing-verification-code",
    "auth/missing-code",
    "auth/code-expired",
    "auth/invalid-verification-id",
    "auth/missing-verification-id",
  ])("keeps asking after %s, a failure the step itself can mend", async (code) => {
    const { user, identity, form } = await changePassword();
    const dialog = await secondFactorDialog();
    identity.failNext(`Firebase: Error (${code}).`);

    await user.type(dialog.getByLabelText("Code"), "123456");
    await user.click(dialog.getByRole("button", { name: "Verify" }));

    await waitFor(() => {
      expect(dialog.getByRole("button", { name: "Verify" })).toBeEnabled();
    });
    expect(screen.getByRole("dialog", { name: "Second step" })).toHaveAttribute("open");
    expect(form.getByRole("status")).toHaveTextContent("Changing password...");
  });

  it("leaves a failure of the change itself, once the code is given, to the section", async () => {
    const { user, identity, form } = await changePassword("12345");

    await answerSecondFactor(user, identity);

    expect(
      await form.findByText("The new password is too weak: use at least 6 characters."),
    ).toHaveAttribute("role", "status");
  });
});
