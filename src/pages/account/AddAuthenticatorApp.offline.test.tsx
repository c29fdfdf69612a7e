import { describe, expect, it, vi } from "vitest";
import type * as AppConfig from "../../config/appConfig";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { ada } from "../../testing/testAccounts";

vi.mock("../../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<typeof AppConfig>()),
  offersAuthenticatorApps: true,
}));
// The QR code's chunk cannot be loaded: offline since the page was.
vi.mock("uqr", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("AddAuthenticatorApp, its QR code's chunk out of reach", () => {
  it("says so in plain words, starts no enrolment, and stays on the password", async () => {
    const { user, identity, section } = await renderAccountPage({
      emailVerified: true,
      authenticatorApps: true,
    });
    const enrol = vi.spyOn(identity, "enrolAuthenticatorApp");
    const app = section("Add an authenticator app");

    await user.type(app.getByLabelText("Current password"), ada.password);
    await user.click(app.getByRole("button", { name: "Show QR code" }));

    expect(
      await app.findByText(
        "The QR code could not be loaded. Check your connection, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(enrol).not.toHaveBeenCalled();
    expect(app.getByLabelText("Current password")).toHaveValue(ada.password);
  });
});
