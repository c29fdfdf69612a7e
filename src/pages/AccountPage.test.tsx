import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../testing/renderApp";
import { renderAccountPage, WORK_PHONE } from "../testing/renderAccountPage";
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
      "Delete account",
    ]);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Change e-mail address",
      "Change password",
      `Remove ${WORK_PHONE.shown}`,
      // The Auth emulator, whose build this is, cannot add an authenticator app.
      "Add a phone",
      "Delete account",
      "Sign Out",
    ]);
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
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

  it("alerts the service's message when signing out fails, and stays", async () => {
    const { user, identity, currentPath } = await renderAccountPage();
    identity.signOut.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.click(screen.getByRole("button", { name: "Sign Out" }));

    await vi.waitFor(() => {
      expect(window.alert).toHaveBeenCalledWith("Firebase: Error (auth/network-request-failed).");
    });
    expect(currentPath()).toBe("/account");
    expect(screen.getByText(ada.email)).toBeInTheDocument();
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
