import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { renderApp, renderPage } from "../testing/renderApp";
import { ada, grace, signedInAsAda, withAda } from "../testing/testAccounts";

describe("SignUpPage", () => {
  it("warns that it is a demo, and links to sign in and home", async () => {
    await renderPage("/auth/sign-up");

    expect(screen.getByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    expect(
      screen.getByText("Demo app, please don't use your real email or password"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Already have an account? Sign In" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("creates an account that can sign in again later", async () => {
    const { user, currentPath } = await renderPage("/auth/sign-up");

    await user.type(screen.getByLabelText("Email"), grace.email);
    await user.type(screen.getByLabelText("Password"), grace.password);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(`Current User : ${grace.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");

    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    await user.click(await screen.findByRole("link", { name: "Sign In" }));
    await user.type(screen.getByLabelText("Email"), grace.email);
    await user.type(screen.getByLabelText("Password"), grace.password);
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText(`Current User : ${grace.email}`)).toBeInTheDocument();
  });

  it("alerts the service's message for an e-mail already in use", async () => {
    const { user, currentPath } = await renderPage("/auth/sign-up", withAda());

    await user.type(screen.getByLabelText("Email"), ada.email);
    await user.type(screen.getByLabelText("Password"), "another-password");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith("Firebase: Error (auth/email-already-in-use).");
    });
    expect(currentPath()).toBe("/auth/sign-up");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("sends a signed-in user home", async () => {
    const { currentPath } = renderApp("/auth/sign-up", signedInAsAda());

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(screen.queryByRole("heading", { name: "Sign Up" })).not.toBeInTheDocument();
  });
});
