import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../testing/renderApp";
import { renderAccountPage } from "../testing/renderAccountPage";
import { ada } from "../testing/testAccounts";

describe("AccountPage", () => {
  it("shows a verified address, with no link to send", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });

    expect(section("E-mail address").getByText(ada.email)).toBeInTheDocument();
    expect(section("E-mail address").getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send verification e-mail" })).toBeNull();
  });

  it("shows an unverified address, with a button to send the link", async () => {
    const { section } = await renderAccountPage();

    expect(section("E-mail address").getByText("Not verified")).toBeInTheDocument();
    expect(
      section("E-mail address").getByRole("button", { name: "Send verification e-mail" }),
    ).toBeInTheDocument();
  });

  it("gives each change its own section, current password and live region", async () => {
    const { section } = await renderAccountPage();

    for (const name of ["Change password", "Change e-mail address", "Delete account"]) {
      expect(section(name).getByLabelText("Current password")).toHaveAttribute(
        "autocomplete",
        "current-password",
      );
      expect(section(name).getByRole("status")).toBeEmptyDOMElement();
    }
    expect(section("Change password").getByLabelText("New password")).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    expect(section("Change e-mail address").getByLabelText("New e-mail address")).toHaveAttribute(
      "type",
      "email",
    );
  });

  it("names the account to password managers in each form that asks for the password", async () => {
    // Verified, with a factor: the forms to add a phone and to remove a factor ask for it too.
    await renderAccountPage({
      emailVerified: true,
      secondFactors: [{ name: "Work phone", phoneNumber: "+15555550100" }],
    });

    const usernames = document.querySelectorAll('input[autocomplete="username"]');
    expect(usernames).toHaveLength(5);
    for (const username of usernames) {
      expect(username).toHaveValue(ada.email);
      expect(username).toHaveAttribute("readonly");
      expect(username).not.toBeVisible();
    }
  });

  it("warns that deleting the account cannot be undone", async () => {
    const { section } = await renderAccountPage();

    expect(
      section("Delete account").getByText("Deleting your account cannot be undone."),
    ).toBeInTheDocument();
  });

  it("links home", async () => {
    await renderAccountPage();

    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
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
