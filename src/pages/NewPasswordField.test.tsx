import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PasswordRuleCheck } from "../auth/IdentityService";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import type { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderAccountPage } from "../testing/renderAccountPage";
import { serviceError } from "../testing/serviceError";
import { ada } from "../testing/testAccounts";

/** A project's policy, checked as the SDK checks it: 8 to 30 characters, each kind of character. */
function enforcePolicy(identity: FakeIdentityService) {
  identity.checkNewPassword = (password: string): Promise<PasswordRuleCheck[]> =>
    Promise.resolve([
      { rule: { kind: "minLength", length: 8 }, met: password.length >= 8 },
      { rule: { kind: "maxLength", length: 30 }, met: password.length <= 30 },
      { rule: { kind: "lowercase" }, met: /[a-z]/.test(password) },
      { rule: { kind: "uppercase" }, met: /[A-Z]/.test(password) },
      { rule: { kind: "digit" }, met: /\d/.test(password) },
      { rule: { kind: "symbol", allowed: "!#$" }, met: /[!#$]/.test(password) },
    ]);
}

/** The rules as the list says them: each item's text, its mark and its words for screen readers. */
function listedRules() {
  const list = screen.getByRole("list", { name: "Password rules" });
  return Array.from(list.querySelectorAll("li"), (item) => item.textContent);
}

describe("NewPasswordField", () => {
  withAppStylesheet();

  it("shows the one rule every project enforces where the service has no policy, marked as typed", async () => {
    const { user, section } = await renderAccountPage();
    const field = section("Change password").getByLabelText("New password");
    const rule = async () => (await screen.findByText(/At least 6 characters/)).closest("li");

    expect(await rule()).toBeInTheDocument();
    expect(listedRules()).toEqual(["✗ At least 6 characters (not met)"]);
    // A rule not met yet is muted, like the title; a rule met stands out in the text's colour.
    expect(await rule()).toHaveStyle({ color: themeColour("--muted") });

    await user.type(field, "abcdef");
    expect(await screen.findByText("(met)")).toBeInTheDocument();
    expect(listedRules()).toEqual(["✓ At least 6 characters (met)"]);
    expect(await rule()).toHaveStyle({ color: themeColour("--text") });
  });

  it("lists every rule of the project's policy, marks each as the visitor types, and describes the field with them", async () => {
    const { user, section, identity } = await renderAccountPage();
    enforcePolicy(identity);
    const field = section("Change password").getByLabelText("New password");

    await user.type(field, "abc");
    await screen.findByText(/At least 8 characters/);
    expect(listedRules()).toEqual([
      "✗ At least 8 characters (not met)",
      "✓ At most 30 characters (met)",
      "✓ A lower-case letter (met)",
      "✗ An upper-case letter (not met)",
      "✗ A digit (not met)",
      "✗ A symbol: ! # $ (not met)",
    ]);
    expect(field).toHaveAccessibleDescription(
      /^Password rules At least 8 characters ?\(not met\) At most/,
    );
    // Read with the field, not announced at every keystroke.
    const list = screen.getByRole("list", { name: "Password rules" });
    expect(list).not.toHaveAttribute("aria-live");
    expect(list.closest("[aria-live], [role=status], [role=alert]")).toBeNull();

    await user.type(field, "Defgh1!");
    await waitFor(() => {
      expect(listedRules().every((text) => text.endsWith("(met)"))).toBe(true);
    });
  });

  it("shows the answer for what is typed now, whatever order the answers arrive in", async () => {
    const { user, section, identity } = await renderAccountPage();
    const answers = new Map<string, () => void>();
    identity.checkNewPassword = (password: string) =>
      new Promise((resolve) => {
        answers.set(password, () => {
          resolve([{ rule: { kind: "minLength", length: 2 }, met: password.length >= 2 }]);
        });
      });
    const field = section("Change password").getByLabelText("New password");
    await user.type(field, "ab");

    answers.get("ab")?.();
    expect(await screen.findByText("(met)")).toBeInTheDocument();
    answers.get("a")?.(); // the answer for an earlier keystroke, late
    await act(() => Promise.resolve());

    expect(listedRules()).toEqual(["✓ At least 2 characters (met)"]);
  });

  it("starts the list over once the change is made and the form cleared", async () => {
    const { user, section } = await renderAccountPage();
    const form = section("Change password");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.type(form.getByLabelText("New password"), "new-secret456");
    await screen.findByText("(met)");

    await user.click(form.getByRole("button", { name: "Change password" }));

    expect(await form.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(await screen.findByText("(not met)")).toBeInTheDocument();
  });

  it("names the rules a refused password does not meet, and leaves the form usable", async () => {
    const { user, section, identity } = await renderAccountPage();
    enforcePolicy(identity);
    identity.changePassword = () =>
      Promise.reject(
        serviceError(
          "password-does-not-meet-requirements",
          "Missing password requirements: [Password must contain an upper case character]",
        ),
      );
    const form = section("Change password");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.type(form.getByLabelText("New password"), "abcdefgh!");

    await user.click(form.getByRole("button", { name: "Change password" }));

    expect(
      await form.findByText(
        "The new password does not meet this site's rules. It needs: an upper-case letter; a digit.",
      ),
    ).toHaveAttribute("role", "status");
    expect(form.getByRole("button", { name: "Change password" })).toBeEnabled();
  });

  it("says a refusal in the plain words of the code where no rule is unmet by its own list", async () => {
    const { user, section, identity } = await renderAccountPage();
    identity.changePassword = () =>
      Promise.reject(serviceError("password-does-not-meet-requirements"));
    const form = section("Change password");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.type(form.getByLabelText("New password"), "abcdefgh");

    await user.click(form.getByRole("button", { name: "Change password" }));

    expect(
      await form.findByText("The new password does not meet this site's password rules."),
    ).toBeInTheDocument();
  });
});
