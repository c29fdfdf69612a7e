import { act, render, screen, waitFor, within } from "../../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../app/App";
import { AuthProvider } from "../../auth/AuthProvider";
import { createAuthStore } from "../../auth/authStore";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import {
  confirmPassword,
  confirmSecondFactor,
  renderAccountPage,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";
import { ada, grace, signedInAsAda } from "../../testing/testAccounts";

const MISMATCH =
  "That is not this account's address, so nothing was deleted. Type it as it is shown under " +
  "E-mail address.";

/** Opens the deletion, types `typed` and presses Delete account. */
async function typeAndDelete(typed: string, options: Parameters<typeof renderAccountPage>[0] = {}) {
  const rendered = await renderAccountPage(options);
  await rendered.user.click(
    rendered.section("Delete account").getByRole("button", { name: "Delete account" }),
  );
  const form = within(screen.getByRole("form", { name: "Delete account" }));
  if (typed) {
    await rendered.user.type(form.getByLabelText("Type your e-mail address to confirm"), typed);
  }
  await rendered.user.click(form.getByRole("button", { name: "Delete account" }));
  return { ...rendered, form };
}

/** The browser's Back button and address bar, which MemoryRouter does not have. */
function BrowserChrome() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <output aria-label="Address">{useLocation().pathname}</output>
    </>
  );
}

describe("DeleteAccountSection", () => {
  withAppStylesheet();

  it("says what deleting does, behind a button in the danger colour", async () => {
    const { section } = await renderAccountPage();
    const deletion = section("Delete account");

    expect(
      deletion.getByText(
        "Deleting your account removes it and its second factors for good: it cannot be undone.",
      ),
    ).toBeInTheDocument();
    expect(deletion.getByRole("button", { name: "Delete account" })).toHaveStyle({
      backgroundColor: themeColour("--danger"),
      color: themeColour("--danger-text"),
    });
  });

  it("opens a form asking for the address, with Delete account in the danger colour", async () => {
    const { user, section } = await renderAccountPage();
    await user.click(section("Delete account").getByRole("button", { name: "Delete account" }));

    const form = screen.getByRole("form", { name: "Delete account" });
    expect(form).toHaveFocus();
    const field = within(form).getByLabelText("Type your e-mail address to confirm");
    expect(field).toHaveAttribute("autocomplete", "off");
    expect(field).toHaveAttribute("inputmode", "email");
    expect(field).toHaveAttribute("spellcheck", "false");
    expect(field).toHaveAttribute("autocapitalize", "none");
    expect(field).toHaveValue("");
    expect(within(form).getByRole("button", { name: "Delete account" })).toHaveStyle({
      backgroundColor: themeColour("--danger"),
    });
    expect(within(form).getByRole("button", { name: "Cancel" })).not.toHaveStyle({
      backgroundColor: themeColour("--danger"),
    });
  });

  it.each(["grace@example.com", "ada@example", ""])(
    "refuses %j, another address, before asking anything",
    async (typed) => {
      const { form, identity } = await typeAndDelete(typed);

      const status = await form.findByText(MISMATCH);
      expect(status).toHaveAttribute("role", "status");
      expect(status).toHaveStyle({ color: themeColour("--failed") });
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(identity.deleteAccount).not.toHaveBeenCalled();
    },
  );

  it("takes the address in any case, with spaces around it", async () => {
    await typeAndDelete(`  ${ada.email.toUpperCase()} `);

    expect(await screen.findByRole("dialog", { name: "Confirm it's you" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("dialog")).getByText(
        "To delete your account, enter your current password.",
      ),
    ).toBeInTheDocument();
  });

  it("deletes the account once confirmed, and lands on the signed-out home page", async () => {
    const { user, identity, currentPath } = await typeAndDelete(ada.email);
    expect(identity.deleteAccount).not.toHaveBeenCalled();

    await confirmPassword(user);

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(identity.deleteAccount).toHaveBeenCalledOnce();
    expect(currentPath()).toBe("/");
  });

  // Holds only while the routers (main.tsx, renderApp) do not make navigations transitions: React
  // would render the auth store's report of null, and so the guard's 404 page, a commit earlier.
  it("never shows the 404 page on the way home", async () => {
    const { user } = await typeAndDelete(ada.email);
    // Every node React inserts until home is shown, removed since or not.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) added.push(node.textContent ?? "");
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await confirmPassword(user);
    await waitFor(() => {
      expect(screen.getByText("Current User : None")).toBeInTheDocument();
    });
    observer.disconnect();

    expect(added.join("\n")).not.toContain("404 Page Not Found");
  });

  it("replaces /account in the history: Back goes where the user was before it", async () => {
    render(
      <MemoryRouter initialEntries={["/", "/account"]} initialIndex={1} useTransitions={false}>
        <AuthProvider store={createAuthStore(signedInAsAda())}>
          <App />
        </AuthProvider>
        <BrowserChrome />
      </MemoryRouter>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    await user.type(screen.getByLabelText("Type your e-mail address to confirm"), ada.email);
    await user.click(
      within(screen.getByRole("form")).getByRole("button", { name: "Delete account" }),
    );
    await confirmPassword(user);
    expect(await screen.findByText("Current User : None")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Browser back" }));

    // Pushed instead, Back would land on /account, now the 404 page.
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(/^\/$/);
    expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
  });

  it("stops watching the user once the deletion is done", async () => {
    const { identity, user, currentPath } = await typeAndDelete(ada.email);
    await confirmPassword(user);
    expect(await screen.findByText("Current User : None")).toBeInTheDocument();

    // Someone signs up, opens /protected, and is signed out elsewhere (another tab): the deletion
    // done does not take them home; the guard shows its 404 page at the same URL.
    await act(() => identity.signUp(grace.email, grace.password));
    await user.click(screen.getByRole("link", { name: "Protected Page" }));
    await act(() => identity.signOut());
    expect(screen.getByText("404 Page Not Found")).toBeInTheDocument();
    expect(currentPath()).toBe("/protected");
  });

  it("says a refused deletion in its form, and stops watching the user", async () => {
    const { user, identity, form, currentPath } = await typeAndDelete(ada.email);
    identity.deleteAccount.mockRejectedValueOnce(serviceError("network-request-failed"));

    await confirmPassword(user);

    expect(
      await form.findByText(
        "The service could not be reached. Check your connection, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    // Signed out later, elsewhere (another tab): the refused deletion does not take the user home;
    // the guard shows its 404 page at the same URL, as for any signed-out visit.
    await act(() => identity.signOut());
    expect(screen.getByText("404 Page Not Found")).toBeInTheDocument();
    expect(currentPath()).toBe("/account");
  });

  it("with a second factor, deletes the account once it is given too", async () => {
    const { user, identity, currentPath } = await typeAndDelete(ada.email, {
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed],
    });

    await confirmPassword(user);
    expect(identity.deleteAccount).not.toHaveBeenCalled();
    await confirmSecondFactor(user);

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });
});
