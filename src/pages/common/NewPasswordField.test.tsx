import { msg } from "@lingui/core/macro";
import { act, render, screen, waitFor, within } from "../../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../auth/AuthProvider";
import { createAuthStore } from "../../auth/authStore";
import type { PasswordRuleCheck } from "../../auth/IdentityService";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { i18n } from "../../i18n/i18n";
import { formText } from "../../lib/formText";
import type * as screening from "../../passwords/screenPassword";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";
import { NewPasswordField, sayUnmetRules } from "./NewPasswordField";

// The screening chunks' loader, its calls noted, failing where a test says. A plain function, not
// a vi.fn: a vi.fn handles the promises it returns, so an unhandled rejection would go unseen.
const loader = vi.hoisted(() => ({ calls: [] as number[], failure: null as Error | null }));
vi.mock("../../passwords/screenPassword", async (importOriginal) => {
  const original = await importOriginal<typeof screening>();
  return {
    ...original,
    loadCommonOrContext: (minLength: number) => {
      loader.calls.push(minLength);
      return loader.failure
        ? Promise.reject(loader.failure)
        : original.loadCommonOrContext(minLength);
    },
  };
});

/** A project's policy, checked as the SDK checks it: 8 to 30 characters, each kind of character. */
function enforcePolicy(identity: FakeIdentityService) {
  identity.checkNewPassword.mockImplementation((password: string) =>
    Promise.resolve<PasswordRuleCheck[]>([
      { rule: { kind: "minLength", length: 8 }, met: password.length >= 8 },
      { rule: { kind: "maxLength", length: 30 }, met: password.length <= 30 },
      { rule: { kind: "lowercase" }, met: /[a-z]/.test(password) },
      { rule: { kind: "uppercase" }, met: /[A-Z]/.test(password) },
      { rule: { kind: "digit" }, met: /\d/.test(password) },
      { rule: { kind: "symbol", allowed: "!#$" }, met: /[!#$]/.test(password) },
    ]),
  );
}

/**
 * Renders the field in a form that changes Ada's password, as the account page's does: the
 * service's refusal by its policy said with the unmet rules.
 */
async function renderField(
  identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email }),
) {
  function ChangePassword() {
    return (
      <LiveStatusForm
        submitLabel="Change password"
        busyText="Changing your password..."
        doneText="Your password has been changed."
        onSubmit={async (fields) => {
          const password = formText(fields, "newPassword");
          await identity.changePassword(password).catch(sayUnmetRules(identity, password));
        }}
      >
        <NewPasswordField />
      </LiveStatusForm>
    );
  }
  render(
    <AuthProvider store={createAuthStore(identity)}>
      <ChangePassword />
    </AuthProvider>,
  );
  const field = await screen.findByLabelText("New password");
  return { identity, field, user: userEvent.setup({ delay: null }) };
}

/** The rules as the list says them: each item's text, its mark and its words for screen readers. */
function listedRules() {
  const list = screen.getByRole("list", { name: "Password rules" });
  return within(list)
    .queryAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("NewPasswordField", () => {
  withAppStylesheet();

  it("starts loading the screening's code as it shows, before anything is typed", async () => {
    loader.calls = [];
    await renderField();

    await waitFor(() => {
      expect(loader.calls).toEqual([6]);
    });
  });

  it("loads the common passwords of the project's minimum length or more, once", async () => {
    loader.calls = [];
    const identity = new FakeIdentityService();
    enforcePolicy(identity);
    const { user, field } = await renderField(identity);
    await user.type(field, "abc");

    await waitFor(() => {
      expect(listedRules()).toContain("✗ At least 8 characters (not met)");
    });
    expect(loader.calls).toEqual([8]);
  });

  it("leaves a load that fails for the form's send to say", async () => {
    loader.failure = new TypeError("Failed to fetch dynamically imported module");
    const { field } = await renderField();
    loader.failure = null;
    // A turn of the event loop, after which Node reports a rejection left unhandled (and Vitest
    // fails the run).
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(field).toBeEnabled();
    expect(screen.queryByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the one rule every project enforces where the service has no policy, marked as typed", async () => {
    const { user, field } = await renderField();
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
    const identity = new FakeIdentityService();
    enforcePolicy(identity);
    const { user, field } = await renderField(identity);

    await user.type(field, "abc");
    await waitFor(() => {
      expect(listedRules()).toEqual([
        "✗ At least 8 characters (not met)",
        "✓ At most 30 characters (met)",
        "✓ A lower-case letter (met)",
        "✗ An upper-case letter (not met)",
        "✗ A digit (not met)",
        "✗ A symbol: ! # $ (not met)",
      ]);
    });
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
    const identity = new FakeIdentityService();
    const answers = new Map<string, () => void>();
    identity.checkNewPassword.mockImplementation(
      (password: string) =>
        new Promise((resolve) => {
          answers.set(password, () => {
            resolve([{ rule: { kind: "minLength", length: 2 }, met: password.length >= 2 }]);
          });
        }),
    );
    const { user, field } = await renderField(identity);
    await user.type(field, "ab");

    answers.get("ab")?.();
    expect(await screen.findByText("(met)")).toBeInTheDocument();
    answers.get("a")?.(); // the answer for an earlier keystroke, late
    await act(() => Promise.resolve());

    expect(listedRules()).toEqual(["✓ At least 2 characters (met)"]);
  });

  it("keeps the list it has when a check fails", async () => {
    const identity = new FakeIdentityService();
    const { user, field } = await renderField(identity);
    await user.type(field, "abcdef");
    await screen.findByText("(met)");
    identity.checkNewPassword.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.type(field, "g");
    await waitFor(() => {
      expect(identity.checkNewPassword).toHaveBeenLastCalledWith("abcdefg");
    });
    await act(() => Promise.resolve());

    expect(listedRules()).toEqual(["✓ At least 6 characters (met)"]);
  });

  it("starts the list over once the change is made and the form cleared", async () => {
    const { user, field, identity } = await renderField();
    await user.type(field, "new-secret456");
    await screen.findByText("(met)");

    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith("new-secret456");
    expect(await screen.findByText("(not met)")).toBeInTheDocument();
  });

  it("names the rules a refused password does not meet, and leaves the form usable", async () => {
    const identity = new FakeIdentityService();
    enforcePolicy(identity);
    identity.changePassword.mockRejectedValue(
      serviceError(
        "password-does-not-meet-requirements",
        "Missing password requirements: [Password must contain an upper case character]",
      ),
    );
    const { user, field } = await renderField(identity);
    await user.type(field, "abcdefgh!");

    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(
      await screen.findByText(
        "The new password does not meet this site's rules. It needs: an upper-case letter and a digit.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Change password" })).toBeEnabled();
  });

  it.each([
    ["too short", "AB1", "at least 8 characters, a lower-case letter and a symbol: ! # $"],
    ["too long", "Abcdefgh1!".repeat(3) + "x", "at most 30 characters"],
  ])("names the length rule of a password %s in the sentence", async (_, password, rules) => {
    const identity = new FakeIdentityService();
    enforcePolicy(identity);
    identity.changePassword.mockRejectedValue(serviceError("password-does-not-meet-requirements"));
    const { user, field } = await renderField(identity);
    await user.type(field, password);

    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(
      await screen.findByText(
        `The new password does not meet this site's rules. It needs: ${rules}.`,
      ),
    ).toHaveAttribute("role", "status");
  });

  it("lists the unmet rules as the language shown lists them, a language chosen after included", async () => {
    const identity = new FakeIdentityService();
    enforcePolicy(identity);
    identity.changePassword.mockRejectedValue(serviceError("password-does-not-meet-requirements"));
    const { user, field } = await renderField(identity);
    await user.type(field, "abcdefgh");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    const status = await screen.findByRole("status");
    // British English: no comma before "and".
    await waitFor(() => {
      expect(status).toHaveTextContent(
        /It needs: an upper-case letter, a digit and a symbol: ! # \$\.$/,
      );
    });

    // A made-up catalog: the refusal and its rules in Japanese, which lists with "、".
    const messages = {
      [msg({ message: "The new password does not meet this site's rules. It needs: {rules}." }).id]:
        "条件: {rules}。",
      [msg`an upper-case letter`.id]: "大文字",
      [msg`a digit`.id]: "数字",
      [msg({ message: "a symbol: {symbols}" }).id]: "記号 {symbols}",
    };
    act(() => {
      i18n.loadAndActivate({ locale: "ja", messages });
    });

    expect(status).toHaveTextContent(/^条件: 大文字、数字、記号 ! # \$。$/);
  });

  it("says a refusal in the plain words of the code where no rule is unmet by its own list", async () => {
    const identity = new FakeIdentityService();
    identity.changePassword.mockRejectedValue(serviceError("password-does-not-meet-requirements"));
    const { user, field } = await renderField(identity);
    await user.type(field, "abcdefgh");

    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(
      await screen.findByText("The new password does not meet this site's password rules."),
    ).toBeInTheDocument();
  });
});
