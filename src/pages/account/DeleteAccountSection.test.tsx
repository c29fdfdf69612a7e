import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../app/App";
import { AuthProvider } from "../../auth/AuthProvider";
import { createAuthStore } from "../../auth/authStore";
import type { FakeIdentityService } from "../../testing/FakeIdentityService";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { answerSecondFactor, renderAccountWithPhone } from "../../testing/secondFactorPrompt";
import { ada, grace, signedInAsAda } from "../../testing/testAccounts";

async function deleteAccount(password: string) {
  const rendered = await renderAccountPage();
  const form = rendered.section("Delete account");
  await rendered.user.type(form.getByLabelText("Current password"), password);
  return {
    ...rendered,
    form,
    press: () => rendered.user.click(form.getByRole("button", { name: "Delete account" })),
  };
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

/** /account for Ada, reached from the home page, so that Back has somewhere to go. */
async function renderAccountAfterHome() {
  const identity = signedInAsAda();
  render(
    <MemoryRouter initialEntries={["/", "/account"]} initialIndex={1} useTransitions={false}>
      <AuthProvider store={createAuthStore(identity)}>
        <App />
      </AuthProvider>
      <BrowserChrome />
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  return {
    user: userEvent.setup({ delay: null }),
    form: within(screen.getByRole("region", { name: "Delete account" })),
    address: () => screen.getByRole("status", { name: "Address" }).textContent,
  };
}

/** Whether Ada's account still takes her password. */
async function accountExists(identity: FakeIdentityService) {
  try {
    await act(() => identity.signIn(ada.email, ada.password));
    return true;
  } catch {
    return false;
  }
}

describe("DeleteAccountSection", () => {
  it("keeps the account, and the page, on a wrong password", async () => {
    const { identity, form, press, currentPath } = await deleteAccount("wrong-password");

    await press();

    expect(await form.findByText("The current password is not right.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(currentPath()).toBe("/account");
    expect(await accountExists(identity)).toBe(true);
  });

  it("deletes the account and lands on the signed-out home page", async () => {
    const { identity, press, currentPath } = await deleteAccount(ada.password);

    await press();

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(await accountExists(identity)).toBe(false);
  });

  // Holds only while the routers (main.tsx, renderApp) do not make navigations transitions: React
  // would render the auth store's report of null, and so the guard's 404 page, a commit earlier.
  it("never shows the 404 page on the way home", async () => {
    const { press } = await deleteAccount(ada.password);
    // Every node React inserts until home is shown, removed since or not.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) added.push(node.textContent ?? "");
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await press();
    await waitFor(() => {
      expect(screen.getByText("Current User : None")).toBeInTheDocument();
    });
    observer.disconnect();

    expect(added.join("\n")).not.toContain("404 Page Not Found");
  });

  it("replaces /account in the history: Back goes where the user was before it", async () => {
    const { user, form, address } = await renderAccountAfterHome();
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.click(form.getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(address()).toBe("/");

    await user.click(screen.getByRole("button", { name: "Browser back" }));

    // Pushed instead, Back would land on /account, now the 404 page.
    expect(address()).toBe("/");
    expect(screen.getByText("Current User : None")).toBeInTheDocument();
    expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
  });

  it("stops watching the user once the deletion is done", async () => {
    const { identity, user, press, currentPath } = await deleteAccount(ada.password);
    await press();
    expect(await screen.findByText("Current User : None")).toBeInTheDocument();

    // Someone signs up, opens /protected, and is signed out elsewhere (another tab): the deletion
    // done does not take them home; the guard shows its 404 page at the same URL.
    await act(() => identity.signUp(grace.email, grace.password));
    await user.click(screen.getByRole("link", { name: "Protected Page" }));
    await act(() => identity.signOut());
    expect(screen.getByText("404 Page Not Found")).toBeInTheDocument();
    expect(currentPath()).toBe("/protected");
  });

  it("stops watching the user once a deletion has been refused", async () => {
    const { identity, form, press, currentPath } = await deleteAccount("wrong-password");

    await press();

    expect(await form.findByText("The current password is not right.")).toBeInTheDocument();
    // Signed out later, elsewhere (another tab): the refused deletion does not take the user home;
    // the guard shows its 404 page at the same URL, as for any signed-out visit.
    await act(() => identity.signOut());
    expect(screen.getByText("404 Page Not Found")).toBeInTheDocument();
    expect(currentPath()).toBe("/account");
  });

  it("with a second factor, deletes the account once its code is given, and lands home", async () => {
    const { user, identity, section, currentPath } = await renderAccountWithPhone();
    const form = section("Delete account");
    await user.type(form.getByLabelText("Current password"), ada.password);
    await user.click(form.getByRole("button", { name: "Delete account" }));

    await answerSecondFactor(user, identity);

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    await expect(act(() => identity.signIn(ada.email, ada.password))).rejects.toMatchObject({
      code: "auth/invalid-credential",
    });
  });
});
