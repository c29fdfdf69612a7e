import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { LINK_CODE, renderLink } from "../../testing/renderApp";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const origin = window.location.origin;

/** Opens a verification link for Ada, mailed with this continue URL, once its button shows. */
async function openVerifyLink(continueUrl = `${origin}/account`, { signedIn = false } = {}) {
  const identity = new FakeIdentityService({
    users: [ada],
    ...(signedIn ? { signedInAs: ada.email } : {}),
  });
  const rendered = renderLink(
    identity,
    { mode: "verifyEmail", email: ada.email, currentEmail: null },
    continueUrl,
  );
  await screen.findByRole("button", { name: "Verify e-mail address" });
  return rendered;
}

describe("VerifyEmail", () => {
  it("names the address, and verifies nothing until the button is pressed", async () => {
    const { identity } = await openVerifyLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Verify your e-mail address",
    );
    expect(screen.getByText(`Verify ${ada.email} as your account's address.`)).toBeInTheDocument();
    // A mail scanner that opened the link has used nothing up: the code was only read.
    expect(identity.checkActionCode).toHaveBeenCalledWith(LINK_CODE);
    expect(identity.applyActionCode).not.toHaveBeenCalled();
  });

  it("verifies the address on a press, then leads on to the continue URL", async () => {
    const { user, identity } = await openVerifyLink();
    const release = identity.holdCalls();

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));
    expect(screen.getByRole("status")).toHaveTextContent("Verifying...");
    release();

    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/account");
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
  });

  it("shows a signed-in tab its account verified", async () => {
    const { user, identity } = await openVerifyLink(`${origin}/account`, { signedIn: true });
    // The service verifies the address, and re-reads the signed-in user (MailedLinks.ts).
    identity.applyActionCode.mockImplementationOnce(() => {
      identity.adminVerifyEmail(ada.email);
      return identity.checkSession();
    });

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));
    await user.click(await screen.findByRole("link", { name: "Continue" }));

    expect(await screen.findByText("Verified")).toBeInTheDocument();
  });

  it.each([
    ["another origin", "https://evil.example/account"],
    ["a javascript: address", "javascript:alert(1)"],
  ])("leads home instead of to %s", async (_, continueUrl) => {
    const { user } = await openVerifyLink(continueUrl);

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));

    expect(await screen.findByRole("link", { name: "Continue" })).toHaveAttribute("href", "/");
  });

  it("says so in the form when the link was used meanwhile", async () => {
    const { user, identity } = await openVerifyLink();
    identity.applyActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
  });
});
