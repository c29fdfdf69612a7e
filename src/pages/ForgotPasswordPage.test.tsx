import { screen } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { renderApp } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";

const SENT =
  "If an account uses that address, a link to reset its password is on its way. Check your inbox.";

async function openPage(identity = withAda()) {
  const rendered = renderApp("/auth/forgot-password", identity);
  await screen.findByRole("heading", { level: 1, name: "Reset your password" });
  return rendered;
}

async function send(user: ReturnType<typeof renderApp>["user"], email: string) {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send reset link" }));
}

describe("ForgotPasswordPage", () => {
  it("asks for an address, with links back to sign-in and home", async () => {
    await openPage();

    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("asks for a reset link that leads on to sign-in, and points to the inbox", async () => {
    const { user, identity } = await openPage();
    const release = identity.holdCalls();

    await send(user, ada.email);
    expect(screen.getByRole("status")).toHaveTextContent("Sending...");
    release();

    expect(await screen.findByText(SENT)).toHaveAttribute("role", "status");
    expect(identity.sendPasswordReset).toHaveBeenCalledExactlyOnceWith(
      ada.email,
      `${window.location.origin}/auth/sign-in`,
    );
    expect(screen.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
  });

  // The service answers alike for an address without an account (enumeration protection, which
  // the contract checks on the emulator): so must the page.
  it("reads the same for an address with an account and one without", async () => {
    const pages: string[] = [];
    for (const email of [ada.email, "nobody@example.com"]) {
      const { user, identity, unmount } = await openPage();
      await send(user, email);
      await screen.findByText(SENT);
      pages.push(screen.getByRole("main").textContent);
      expect(identity.sendPasswordReset).toHaveBeenCalledWith(email, expect.any(String));
      unmount();
    }

    expect(pages[1]).toBe(pages[0]);
  });

  // The real service refuses a malformed address (auth/invalid-email), the Auth emulator does not.
  it.each([
    [
      "a malformed address",
      "ada.example.com",
      "invalid-email",
      "That is not a valid e-mail address.",
    ],
    ["no address", "", "missing-email", "Enter an e-mail address."],
  ])("says in words that %s cannot be sent to", async (_, email, code, message) => {
    const { user, identity } = await openPage();
    identity.sendPasswordReset.mockRejectedValueOnce(serviceError(code));

    await send(user, email);

    expect(await screen.findByText(message)).toHaveAttribute("role", "status");
    expect(identity.sendPasswordReset).toHaveBeenCalledWith(email, expect.any(String));
    expect(screen.queryByText(SENT)).toBeNull();
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("sends a signed-in user home", async () => {
    renderApp("/auth/forgot-password", signedInAsAda());

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reset your password" })).toBeNull();
  });
});
