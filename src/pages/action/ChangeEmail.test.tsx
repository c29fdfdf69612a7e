import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { LINK_CODE, renderLink } from "../../testing/renderApp";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const newEmail = "ada.lovelace@example.com";

/** Opens the link that confirms Ada's new address, once its button shows. */
async function openChangeLink({ signedIn = true } = {}) {
  const identity = new FakeIdentityService({
    users: [ada],
    ...(signedIn ? { signedInAs: ada.email } : {}),
  });
  const rendered = renderLink(identity, {
    mode: "verifyAndChangeEmail",
    email: newEmail,
    currentEmail: ada.email,
  });
  await screen.findByRole("button", { name: "Confirm new address" });
  return rendered;
}

describe("ChangeEmail", () => {
  it("shows the old and new address, and changes nothing on load", async () => {
    const { identity } = await openChangeLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Confirm your new e-mail address",
    );
    expect(
      screen.getByText(`Change your account's address from ${ada.email} to ${newEmail}.`),
    ).toBeInTheDocument();
    expect(identity.applyActionCode).not.toHaveBeenCalled();
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it("changes the address on a press, and signs this tab out", async () => {
    const { user, identity } = await openChangeLink();

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(
      await screen.findByText(`Your account's address is now ${newEmail}.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/This browser is signed out/)).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    // Sign-in is for anonymous visitors only: it shows because the tab is signed out.
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledOnce();
  });

  it("works in a tab that is not signed in", async () => {
    const { user, identity } = await openChangeLink({ signedIn: false });

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(await screen.findByText(/This browser is signed out/)).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it("says so in the form when the link was used meanwhile", async () => {
    const { user, identity } = await openChangeLink();
    identity.applyActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
    expect(identity.signOut).not.toHaveBeenCalled();
  });
});
