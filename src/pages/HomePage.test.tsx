import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { renderPage } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";
import { ada, signedInAsAda } from "../testing/testAccounts";

// The tests' build sets no VITE_REPOSITORY_URL, so the link is package.json's repository.url,
// passed through vite.config.ts and readAppConfig() (a literal here, not the value the page reads).
const REPOSITORY_URL = "https://github.com/example/firebase-email-auth-demo";

describe("HomePage", () => {
  it("shows 'None' and a Sign In link when signed out", async () => {
    await renderPage("/");

    expect(
      screen.getByRole("heading", { level: 1, name: "Firebase Auth Demo" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Current User : None")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/sign-in");
    expect(screen.queryByRole("button", { name: "Sign Out" })).not.toBeInTheDocument();
    // Its links are a landmark of their own, named for screen readers' lists of them.
    expect(screen.getByRole("navigation", { name: "Pages" })).toContainElement(
      screen.getByRole("link", { name: "Sign In" }),
    );
  });

  it("shows the e-mail and a Sign Out button when signed in", async () => {
    await renderPage("/", signedInAsAda());

    expect(screen.getByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it.each([
    ["signed out", undefined],
    ["signed in", signedInAsAda],
  ])(
    "links to /protected and to the source code in a new tab when %s",
    async (_state, identity) => {
      await renderPage("/", identity?.());

      expect(screen.getByRole("link", { name: "Protected Page" })).toHaveAttribute(
        "href",
        "/protected",
      );
      const source = screen.getByRole("link", { name: /^Source Code ?\(opens in a new tab\)$/ });
      expect(source).toHaveAttribute("href", REPOSITORY_URL);
      expect(source).toHaveAttribute("target", "_blank");
      expect(source).toHaveAttribute("rel", "noopener noreferrer");
    },
  );

  it.each([
    ["signed in", signedInAsAda, true],
    ["signed out", undefined, false],
  ])("links to the account page only when %s", async (_state, identity, shown) => {
    await renderPage("/", identity?.());

    const account = screen.queryByRole("link", { name: "Account" });
    if (shown) expect(account).toHaveAttribute("href", "/account");
    else expect(account).not.toBeInTheDocument();
  });

  it("opens the sign-in page from the Sign In link", async () => {
    const { user, currentPath } = await renderPage("/");

    await user.click(screen.getByRole("link", { name: "Sign In" }));

    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/sign-in");
  });

  it("signs out with the Sign Out button", async () => {
    const { user } = await renderPage("/", signedInAsAda());

    await user.click(screen.getByRole("button", { name: "Sign Out" }));

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("keeps keyboard focus in place after Sign Out: on the Sign In link that replaces the button", async () => {
    const { user } = await renderPage("/", signedInAsAda());
    screen.getByRole("button", { name: "Sign Out" }).focus();

    await user.keyboard("{Enter}");

    expect(await screen.findByRole("link", { name: "Sign In" })).toHaveFocus();
  });

  it("alerts the service's message when sign-out fails, and stays signed in", async () => {
    const { user, identity } = await renderPage("/", signedInAsAda());
    identity.signOut.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.click(screen.getByRole("button", { name: "Sign Out" }));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith("Firebase: Error (auth/network-request-failed).");
    });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
