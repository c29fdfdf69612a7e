import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp, renderPage } from "../testing/renderApp";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";

describe("SignInPage", () => {
  it("offers a Login button, a link to sign up and a link home", async () => {
    await renderPage("/auth/sign-in");

    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Don't have an account? Sign Up" })).toHaveAttribute(
      "href",
      "/auth/sign-up",
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  });

  it("signs in an existing user and lands home", async () => {
    const { user, currentPath } = await renderPage("/auth/sign-in", withAda());

    await user.type(screen.getByLabelText("Email"), ada.email);
    await user.type(screen.getByLabelText("Password"), ada.password);
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });

  it("alerts the service's message for a wrong password and stays on the page", async () => {
    const { user, currentPath } = await renderPage("/auth/sign-in", withAda());

    await user.type(screen.getByLabelText("Email"), ada.email);
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith("Firebase: Error (auth/invalid-credential).");
    });
    expect(currentPath()).toBe("/auth/sign-in");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("goes on to the second step, with no alert, for an account with a second factor", async () => {
    const identity = new FakeIdentityService({
      users: [{ ...ada, emailVerified: true, secondFactors: [{ phoneNumber: "+15555550100" }] }],
    });
    const { user, currentPath } = await renderPage("/auth/sign-in", identity);

    await user.type(screen.getByLabelText("Email"), ada.email);
    await user.type(screen.getByLabelText("Password"), ada.password);
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Second step" }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/second-factor");
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText(`Current User : ${ada.email}`)).toBeNull();
  });

  it("sends a signed-in user home", async () => {
    const { currentPath } = renderApp("/auth/sign-in", signedInAsAda());

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(screen.queryByRole("heading", { name: "Sign In" })).not.toBeInTheDocument();
  });
});
