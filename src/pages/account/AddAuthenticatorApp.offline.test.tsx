import { screen, within } from "../../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import type * as AppConfig from "../../config/appConfig";
import { renderAccountPage } from "../../testing/renderAccountPage";

vi.mock("../../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<typeof AppConfig>()),
  offersAuthenticatorApps: true,
}));
// The QR code's chunk cannot be loaded: offline since the page was.
vi.mock("uqr", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("AddAuthenticatorApp, its QR code's chunk out of reach", () => {
  it("says so in plain words, and asks nothing, starts no enrolment", async () => {
    const { user, identity, section } = await renderAccountPage({ emailVerified: true });
    await user.click(
      section("Two-step sign-in").getByRole("button", { name: "Add an authenticator app" }),
    );
    const form = within(screen.getByRole("form", { name: "Add an authenticator app" }));

    await user.click(form.getByRole("button", { name: "Show QR code" }));

    expect(
      await form.findByText(
        "The QR code could not be loaded. Check your connection, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(identity.enrolAuthenticatorApp).not.toHaveBeenCalled();
  });
});
