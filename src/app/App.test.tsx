import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp, renderPage } from "../testing/renderApp";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";

// Every screen: [path, signed in?, its h1].
const screens = [
  ["/", false, "Firebase Auth Demo"],
  ["/", true, "Firebase Auth Demo"],
  ["/auth/sign-in", false, "Sign In"],
  ["/auth/sign-up", false, "Sign Up"],
  ["/protected", true, "This is a Protected Page"],
  ["/nope", false, "404 Page Not Found"],
] as const;

describe("App", () => {
  it.each(screens)(
    "names the page in document.title at %s (signed in: %s)",
    async (path, signedIn, heading) => {
      await renderPage(path, signedIn ? signedInAsAda() : undefined);

      // Home is the app itself; every other page puts its own name first.
      expect(document.title).toBe(
        heading === "Firebase Auth Demo" ? heading : `${heading} · Firebase Auth Demo`,
      );
    },
  );

  it("moves focus to the new page's h1 on every route change", async () => {
    const { user } = await renderPage("/");

    await user.click(screen.getByRole("link", { name: "Sign In" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign In");
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole("heading", { name: "Sign Up" })).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByRole("heading", { name: "Firebase Auth Demo" })).toHaveFocus();
  });

  it.each(screens)("offers no social sign-in at %s (signed in: %s)", async (path, signedIn) => {
    await renderPage(path, signedIn ? signedInAsAda() : undefined);

    expect(document.body).not.toHaveTextContent(/google|facebook|github|twitter/i);
    // Only e-mail and password: the one form's button, or Sign Out on home.
    for (const button of screen.queryAllByRole("button")) {
      expect(button).toHaveTextContent(/^(Login|Create Account|Sign Out)$/);
    }
  });

  it("offers no social sign-in while loading", () => {
    renderApp("/");

    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/google|facebook|github|twitter/i);
  });
});

describe("hostile input", () => {
  const hostile = "<img src=x onerror=alert(1)>@example.com";

  it("shows an e-mail address holding markup as text on home", async () => {
    const { container } = await renderPage(
      "/",
      new FakeIdentityService({
        users: [{ email: hostile, password: "secret123" }],
        signedInAs: hostile,
      }),
    );

    expect(screen.getByText(`Current User : ${hostile}`)).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows a display name holding markup as text on /protected", async () => {
    const name = "<script>alert(1)</script>";
    const { container } = await renderPage(
      "/protected",
      new FakeIdentityService({
        users: [{ ...ada, displayName: name }],
        signedInAs: ada.email,
      }),
    );

    expect(screen.getByText(`Current User : \u2068${name}\u2069`)).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
  });

  it("alerts a service message holding markup as plain text, never rendering it", async () => {
    const identity = withAda();
    const { user, container } = await renderPage("/auth/sign-in", identity);
    identity.signIn.mockRejectedValueOnce(new Error(hostile));

    await user.type(screen.getByLabelText("Email"), ada.email);
    await user.type(screen.getByLabelText("Password"), ada.password);
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledExactlyOnceWith(hostile);
    });
    expect(container.querySelector("img")).toBeNull();
  });
});
