import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../testing/renderApp";
import { lastMailedLink } from "../../testing/mailedLink";
import { ada, signedInAsAda } from "../../testing/testAccounts";

const newEmail = "ada.lovelace@example.com";

/** Opens the link that confirms Ada's new address, once its button shows. */
async function openChangeLink({ signedIn = true } = {}) {
  const identity = signedInAsAda();
  await identity.changeEmail(ada.password, newEmail, `${window.location.origin}/account`);
  if (!signedIn) await identity.signOut();
  const { path, code } = await lastMailedLink(identity);
  const rendered = renderApp(path, identity);
  await screen.findByRole("button", { name: "Confirm new address" });
  return { ...rendered, code };
}

describe("ChangeEmail", () => {
  it("shows the old and new address, and changes nothing on load", async () => {
    const { identity, code } = await openChangeLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Confirm your new e-mail address",
    );
    expect(
      screen.getByText(`Change your account's address from ${ada.email} to ${newEmail}.`),
    ).toBeInTheDocument();
    await expect(identity.checkActionCode(code)).resolves.toMatchObject({ email: newEmail });
    await expect(identity.signIn(ada.email, ada.password)).resolves.toBeUndefined();
  });

  it("changes the address on a press, and signs this tab out", async () => {
    const { user, identity } = await openChangeLink();

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(
      await screen.findByText(`Your account's address is now ${newEmail}.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/This browser is signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    // Sign-in is for anonymous visitors only: it shows because the tab is signed out.
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    await expect(identity.signIn(newEmail, ada.password)).resolves.toBeUndefined();
  });

  it("works in a tab that is not signed in", async () => {
    const { user, identity } = await openChangeLink({ signedIn: false });
    const signOut = vi.spyOn(identity, "signOut");

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(await screen.findByText(/This browser is signed out/)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    await expect(identity.signIn(newEmail, ada.password)).resolves.toBeUndefined();
  });

  it("says so in the form when the link was used meanwhile", async () => {
    const { user, identity, code } = await openChangeLink();
    await identity.applyActionCode(code);

    await user.click(screen.getByRole("button", { name: "Confirm new address" }));

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
  });
});
