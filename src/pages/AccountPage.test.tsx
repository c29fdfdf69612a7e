import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { focusMoves } from "../testing/focusMoves";
import { renderPage } from "../testing/renderApp";
import { isControl, renderAccountPage, tabStops, WORK_PHONE } from "../testing/renderAccountPage";
import { serviceError } from "../testing/serviceError";
import { ada } from "../testing/testAccounts";

describe("AccountPage", () => {
  it("shows the account at a glance: one section each, one button per action, no password field", async () => {
    await renderAccountPage({ emailVerified: true, secondFactors: [WORK_PHONE.seed] });
    await screen.findByText(WORK_PHONE.shown);

    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "E-mail address",
      "Password",
      "Two-step sign-in",
      "Sign out everywhere",
      "Delete account",
    ]);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Change e-mail address",
      "Change password",
      `Remove ${WORK_PHONE.shown}`,
      // The Auth emulator, whose build this is, cannot add an authenticator app.
      "Add a phone",
      "Sign out everywhere",
      "Delete account",
      "Sign Out",
    ]);
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("leaves its headings and open forms, which take the focus only when told, out of the Tab order", async () => {
    const { user } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed],
    });
    await user.click(await screen.findByRole("button", { name: `Remove ${WORK_PHONE.shown}` }));
    await user.click(screen.getByRole("button", { name: "Change password" }));

    const stops = await tabStops(user);

    expect(stops).toContain(screen.getByLabelText("New password"));
    expect(stops[0]).toBe(screen.getByRole("button", { name: "Change e-mail address" }));
    expect(stops.filter((stop) => !isControl(stop))).toEqual([]);
  });

  it("gives the focus to its heading as it opens, and to nothing of its own on the way", async () => {
    // Each move of the focus is said by a screen reader, even one the next move undoes.
    const moves = await focusMoves(async () => {
      await renderAccountPage({ emailVerified: true, secondFactors: [WORK_PHONE.seed] });
      await screen.findByText(WORK_PHONE.shown);
    });

    expect(moves).toEqual([screen.getByRole("heading", { level: 1 })]);
  });

  it("links home", async () => {
    await renderAccountPage();

    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("signs out, to the signed-out home page", async () => {
    const { user, identity, currentPath } = await renderAccountPage();

    await user.click(screen.getByRole("button", { name: "Sign Out" }));

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledOnce();
    expect(currentPath()).toBe("/");
  });

  it("never shows the 404 page on the way home", async () => {
    const { user } = await renderAccountPage();
    // Every node React inserts until home is shown, removed since or not.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) added.push(node.textContent ?? "");
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => {
      expect(screen.getByText("Current User : None")).toBeInTheDocument();
    });
    observer.disconnect();

    expect(added.join("\n")).not.toContain("404 Page Not Found");
  });

  it("says a failed sign-out in plain words, and stays; a failure without a code is reported", async () => {
    const { user, identity, currentPath } = await renderAccountPage();
    identity.signOut.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.click(screen.getByRole("button", { name: "Sign Out" }));

    // The words for the service's code (src/auth/serviceMessages.ts).
    const unreachable = "The service could not be reached. Check your connection, then try again.";
    const failure = await screen.findByText(unreachable);
    expect(failure).toHaveRole("status");
    expect(vi.mocked(alert)).not.toHaveBeenCalled();
    expect(currentPath()).toBe("/account");
    expect(screen.getByText(ada.email)).toBeInTheDocument();

    const bug = new Error("a bug");
    identity.signOut.mockRejectedValueOnce(bug);
    vi.mocked(console.error).mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => {
      expect(failure).not.toHaveTextContent(unreachable);
    });
    expect(failure).toHaveTextContent(/not on your side/);
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(expect.any(String), bug);
    vi.mocked(console.error).mockClear();
  });

  it("shows the 404 page to anonymous visitors, without redirecting", async () => {
    const { currentPath } = await renderPage("/account");

    expect(
      screen.getByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your account/)).not.toBeInTheDocument();
    expect(currentPath()).toBe("/account");
  });
});
