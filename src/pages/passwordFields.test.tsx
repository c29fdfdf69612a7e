import { cleanup, screen, within } from "../testing/testingLibrary";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { confirmDialog, renderAccountPage } from "../testing/renderAccountPage";
import { renderLink, renderPage } from "../testing/renderApp";
import { ada } from "../testing/testAccounts";

// Every field a password is typed in, on every screen that has one (OWASP ASVS 5.0 6.2.6, 6.2.7,
// 6.2.9; docs/SECURITY.md): masked, named for password managers, and taking a pasted password
// whole, however long.

interface OpenField {
  field: HTMLElement;
  user: UserEvent;
}

/** Each screen with a password field, opened to it, and what the field tells password managers. */
const FIELDS: { screen: string; autocomplete: string; open: () => Promise<OpenField> }[] = [
  {
    screen: "sign-in",
    autocomplete: "current-password",
    open: async () => {
      const { user } = await renderPage("/auth/sign-in");
      return { user, field: screen.getByLabelText("Password") };
    },
  },
  {
    screen: "sign-up",
    autocomplete: "new-password",
    open: async () => {
      const { user } = await renderPage("/auth/sign-up");
      return { user, field: screen.getByLabelText("Password") };
    },
  },
  {
    screen: "the reset link's page",
    autocomplete: "new-password",
    open: async () => {
      const identity = new FakeIdentityService({ users: [ada] });
      const { user } = renderLink(identity, {
        mode: "resetPassword",
        email: ada.email,
        currentEmail: null,
      });
      return { user, field: await screen.findByLabelText("New password") };
    },
  },
  {
    screen: "Change password",
    autocomplete: "new-password",
    open: async () => {
      const { user, section } = await renderAccountPage();
      await user.click(section("Password").getByRole("button", { name: "Change password" }));
      return { user, field: screen.getByLabelText("New password") };
    },
  },
  {
    // Reached by a change of address, which screens no password on the way.
    screen: "Confirm it's you",
    autocomplete: "current-password",
    open: async () => {
      const { user, section } = await renderAccountPage({ emailVerified: true });
      await user.click(
        section("E-mail address").getByRole("button", { name: "Change e-mail address" }),
      );
      const form = within(screen.getByRole("form", { name: "Change e-mail address" }));
      await user.type(form.getByLabelText("New e-mail address"), "ada@new.example");
      await user.click(form.getByRole("button", { name: "Send confirmation link" }));
      return { user, field: (await confirmDialog()).getByLabelText("Current password") };
    },
  },
];

/** 100 characters: spaces at both ends and inside, both cases, letters beyond ASCII. */
const LONG_PASSWORD = ` ${"Zèbre Battery staple ".repeat(5)}`.slice(0, 99) + " ";

describe("every password field", () => {
  it("masks every password field, and tells password managers what it holds", async () => {
    for (const { screen: name, autocomplete, open } of FIELDS) {
      cleanup();
      const { field } = await open();

      expect(field, name).toHaveAttribute("type", "password");
      expect(field, name).toHaveAttribute("autocomplete", autocomplete);
      // Beside it, whose password it is: the address typed, or the account's, for the manager.
      const form = field.closest("form");
      expect(
        form?.querySelector('input[autocomplete="username"], input[autocomplete="email"]'),
        name,
      ).not.toBeNull();
    }
  });

  it("takes a pasted password whole in every password field: 100 characters, spaces and all", async () => {
    expect(LONG_PASSWORD).toHaveLength(100);
    for (const { screen: name, open } of FIELDS) {
      cleanup();
      const { field, user } = await open();

      await user.click(field);
      await user.paste(LONG_PASSWORD);

      expect(field, name).toHaveValue(LONG_PASSWORD);
      expect(field, name).not.toHaveAttribute("maxlength");
    }
  });
});
