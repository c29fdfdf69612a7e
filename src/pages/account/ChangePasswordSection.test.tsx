import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FakeIdentityService } from "../../testing/FakeIdentityService";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { answerSecondFactor, renderAccountWithPhone } from "../../testing/secondFactorPrompt";
import { ada } from "../../testing/testAccounts";

const NEW_PASSWORD = "new-secret456";

async function changePassword(
  current: string,
  next: string,
  before?: (identity: FakeIdentityService) => void,
) {
  const rendered = await renderAccountPage();
  const { user, identity, section } = rendered;
  const form = section("Change password");
  before?.(identity);
  await user.type(form.getByLabelText("Current password"), current);
  await user.type(form.getByLabelText("New password"), next);
  await user.click(form.getByRole("button", { name: "Change password" }));
  return { ...rendered, form };
}

/** Whether the service takes this password for Ada, asked from a signed-out session. */
async function signsIn(identity: FakeIdentityService, password: string) {
  await act(() => identity.signOut());
  try {
    await act(() => identity.signIn(ada.email, password));
    return true;
  } catch {
    return false;
  }
}

describe("ChangePasswordSection", () => {
  it("changes the password, says so and clears the fields", async () => {
    const { identity, form } = await changePassword(ada.password, NEW_PASSWORD);

    expect(await form.findByText("Your password has been changed.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(form.getByLabelText("Current password")).toHaveValue("");
    expect(form.getByLabelText("New password")).toHaveValue("");
    expect(await signsIn(identity, ada.password)).toBe(false);
    expect(await signsIn(identity, NEW_PASSWORD)).toBe(true);
  });

  it.each([
    [
      "a wrong current password",
      "wrong-password",
      NEW_PASSWORD,
      undefined,
      "The current password is not right.",
    ],
    [
      "a weak new password",
      ada.password,
      "12345",
      undefined,
      "The new password is too weak: use at least 6 characters.",
    ],
    [
      "a network failure",
      ada.password,
      NEW_PASSWORD,
      "Firebase: Error (auth/network-request-failed).",
      "The service could not be reached. Check your connection, then try again.",
    ],
    [
      "a sign-in too old for the service",
      ada.password,
      NEW_PASSWORD,
      "Firebase: Error (auth/requires-recent-login).",
      "For your security, sign out and sign in again, then retry.",
    ],
  ])(
    "says what went wrong on %s, and keeps the password",
    async (_case, current, next, failure, message) => {
      const { identity, form } = await changePassword(current, next, (service) => {
        if (failure) service.failNext(failure);
      });

      expect(await form.findByText(message)).toHaveAttribute("role", "status");
      expect(form.queryByText("Your password has been changed.")).toBeNull();
      expect(await signsIn(identity, NEW_PASSWORD)).toBe(false);
      expect(await signsIn(identity, ada.password)).toBe(true);
    },
  );

  it("with a second factor, changes the password once its code is given", async () => {
    const { user, identity, section } = await renderAccountWithPhone();
    const form = section("Change password");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.type(form.getByLabelText("New password"), NEW_PASSWORD);
    await user.click(form.getByRole("button", { name: "Change password" }));

    await answerSecondFactor(user, identity);

    expect(await form.findByText("Your password has been changed.")).toHaveAttribute(
      "role",
      "status",
    );
    await act(() => identity.signOut());
    await expect(act(() => identity.signIn(ada.email, ada.password))).rejects.toMatchObject({
      code: "auth/invalid-credential",
    });
    await expect(act(() => identity.signIn(ada.email, NEW_PASSWORD))).rejects.toMatchObject({
      code: "auth/multi-factor-auth-required",
    });
  });
});
