import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ActionCodeInfo } from "../../auth/IdentityService";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { renderApp } from "../../testing/renderApp";
import { actionPath } from "../../testing/mailedLink";
import { ada } from "../../testing/testAccounts";

const mallory = "mallory@example.com";

/**
 * The fake mails no recovery links (only the service sends them, after a change of address), so
 * these tests answer the two calls themselves.
 */
async function openRecoverLink(info: Partial<ActionCodeInfo> = {}, signedInAs?: string) {
  const identity = new FakeIdentityService({ users: [ada], signedInAs });
  vi.spyOn(identity, "checkActionCode").mockResolvedValue({
    mode: "recoverEmail",
    email: ada.email,
    currentEmail: mallory,
    ...info,
  });
  const apply = vi.spyOn(identity, "applyActionCode").mockResolvedValue();
  const rendered = renderApp(actionPath({ mode: "recoverEmail", oobCode: "code-1" }), identity);
  await screen.findByRole("button", { name: "Restore address" });
  return { ...rendered, apply };
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
    expect(apply).toHaveBeenCalledExactlyOnceWith("code-1");
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send password reset e-mail" }));

    expect(
      await screen.findByText(`A link to reset your password is on its way to ${ada.email}.`),
    ).toHaveAttribute("role", "status");
    const mail = await identity.sentMail();
    expect(mail.map(({ email }) => email)).toEqual([ada.email]);
    expect(new URLSearchParams(mail[0]?.query).get("continueUrl")).toBe(
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
    const signOut = vi.spyOn(identity, "signOut");

    await user.click(screen.getByRole("button", { name: "Restore address" }));

    expect(await screen.findByText(/is your account's address again/)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("says a refusal of the restore in the form", async () => {
    const { user, apply } = await openRecoverLink();
    apply.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Restore address" }));

    expect(await screen.findByText("That address belongs to another account.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByRole("button", { name: "Restore address" })).toBeEnabled();
  });
});
