import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ActionCodeInfo } from "../../auth/IdentityService";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { LINK_CODE, renderLink } from "../../testing/renderApp";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const mallory = "mallory@example.com";

/** Opens a recovery link (only the service sends them, after a change of address). */
async function openRecoverLink(info: Partial<ActionCodeInfo> = {}, signedInAs?: string) {
  const identity = new FakeIdentityService({ users: [ada], signedInAs });
  const rendered = renderLink(identity, {
    mode: "recoverEmail",
    email: ada.email,
    currentEmail: mallory,
    ...info,
  });
  await screen.findByRole("button", { name: "Restore address" });
  return { ...rendered, apply: identity.applyActionCode };
}

describe("RecoverEmail", () => {
  it("shows what the address was changed to and what it goes back to, and applies nothing on load", async () => {
    const { apply } = await openRecoverLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Restore your e-mail address",
    );
    expect(
      screen.getByText(
        `Your account's address was changed to ${mallory}. Restore it to ${ada.email}?`,
      ),
    ).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it("does without the changed address when the service does not give it", async () => {
    await openRecoverLink({ currentEmail: null });

    expect(
      screen.getByText(`Your account's address was changed. Restore it to ${ada.email}?`),
    ).toBeInTheDocument();
  });

  it("restores the address, signs this tab out, and offers a reset e-mail", async () => {
    const { user, identity, apply } = await openRecoverLink({}, ada.email);

    await user.click(screen.getByRole("button", { name: "Restore address" }));

    expect(
      await screen.findByText(
        `${ada.email} is your account's address again. This browser is signed out.`,
      ),
    ).toBeInTheDocument();
    expect(apply).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send password reset e-mail" }));

    expect(
      await screen.findByText(`A link to reset your password is on its way to ${ada.email}.`),
    ).toHaveAttribute("role", "status");
    expect(identity.sendPasswordReset).toHaveBeenCalledExactlyOnceWith(
      ada.email,
      `${window.location.origin}/auth/sign-in`,
    );
    expect(screen.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("restores the address in a tab that is not signed in, with nobody to sign out", async () => {
    const { user, identity } = await openRecoverLink();

    await user.click(screen.getByRole("button", { name: "Restore address" }));

    expect(await screen.findByText(/is your account's address again/)).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it("says a refusal of the restore in the form", async () => {
    const { user, apply } = await openRecoverLink();
    apply.mockRejectedValueOnce(serviceError("email-already-in-use"));

    await user.click(screen.getByRole("button", { name: "Restore address" }));

    expect(await screen.findByText("That address belongs to another account.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByRole("button", { name: "Restore address" })).toBeEnabled();
  });
});
