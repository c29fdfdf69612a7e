import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../testing/renderApp";
import { lastMailedLink } from "../../testing/mailedLink";
import { ada, signedInAsAda } from "../../testing/testAccounts";

const origin = window.location.origin;

/** Opens a verification link for Ada, mailed with this continue URL, once its button shows. */
async function openVerifyLink(continueUrl = `${origin}/account`, { signedIn = false } = {}) {
  const identity = signedInAsAda();
  await identity.sendEmailVerification(continueUrl);
  if (!signedIn) await identity.signOut();
  const { path, code } = await lastMailedLink(identity);
  const rendered = renderApp(path, identity);
  await screen.findByRole("button", { name: "Verify e-mail address" });
  return { ...rendered, code };
}

describe("VerifyEmail", () => {
  it("names the address, and verifies nothing until the button is pressed", async () => {
    const { identity, code } = await openVerifyLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Verify your e-mail address",
    );
    expect(screen.getByText(`Verify ${ada.email} as your account's address.`)).toBeInTheDocument();
    // A mail scanner that opened the link has used nothing up.
    await expect(identity.checkActionCode(code)).resolves.toMatchObject({ mode: "verifyEmail" });
    expect((await identity.sentMail()).map(({ query }) => query)).toEqual([
      expect.stringContaining(code),
    ]);
  });

  it("verifies the address on a press, then leads on to the continue URL", async () => {
    const { user, identity, code } = await openVerifyLink();
    const release = identity.holdCalls();

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));
    expect(screen.getByRole("status")).toHaveTextContent("Verifying...");
    release();

    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/account");
    await expect(identity.checkActionCode(code)).rejects.toThrow("auth/invalid-action-code");
  });

  it("shows a signed-in tab its account verified", async () => {
    const { user } = await openVerifyLink(`${origin}/account`, { signedIn: true });

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
    const { user, identity, code } = await openVerifyLink();
    await identity.applyActionCode(code);

    await user.click(screen.getByRole("button", { name: "Verify e-mail address" }));

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
  });
});
