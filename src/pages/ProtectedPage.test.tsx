import { screen } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderPage } from "../testing/renderApp";
import { ada, signedInAsAda } from "../testing/testAccounts";

describe("ProtectedPage", () => {
  it("shows 'None' for a user without a display name, as e-mail sign-up leaves it", async () => {
    await renderPage("/protected", signedInAsAda());

    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "This is a Protected Page",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("Current User : None")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("shows the user's display name when there is one, isolated from the text around it", async () => {
    await renderPage(
      "/protected",
      new FakeIdentityService({
        users: [{ ...ada, displayName: "Ada Lovelace" }],
        signedInAs: ada.email,
      }),
    );

    // The visitor's own words, in a direction of their own (U+2068 … U+2069), shown as they are.
    expect(screen.getByText("Current User : \u2068Ada Lovelace\u2069")).toBeInTheDocument();
  });

  it("shows the 404 page to anonymous visitors, without redirecting", async () => {
    const { currentPath } = await renderPage("/protected");

    expect(
      screen.getByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Protected Page/)).not.toBeInTheDocument();
    expect(currentPath()).toBe("/protected");
  });

  it("is reachable from the home page's link once signed in", async () => {
    const { user } = await renderPage("/", signedInAsAda());

    await user.click(screen.getByRole("link", { name: "Protected Page" }));

    expect(screen.getByRole("heading", { name: "This is a Protected Page" })).toBeInTheDocument();
  });
});
