import { screen } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { renderPage } from "../testing/renderApp";
import { signedInAsAda } from "../testing/testAccounts";

describe("NotFoundPage", () => {
  it.each(["/nope", "/auth", "/auth/sign-out", "/protected/extra"])(
    "answers %s with '404 Page Not Found' and a link home",
    async (path) => {
      const { currentPath } = await renderPage(path);

      expect(
        screen.getByRole("heading", { level: 1, name: "404 Page Not Found" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go back to Home" })).toHaveAttribute("href", "/");
      expect(currentPath()).toBe(path);
    },
  );

  it("is shown to signed-in users too", async () => {
    await renderPage("/nope", signedInAsAda());

    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });

  it("goes back home from the link", async () => {
    const { user, currentPath } = await renderPage("/nope");

    await user.click(screen.getByRole("link", { name: "Go back to Home" }));

    expect(screen.getByRole("heading", { name: "Firebase Auth Demo" })).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });
});
