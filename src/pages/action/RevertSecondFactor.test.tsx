import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { actionPath, LINK_CODE, renderApp, renderLink } from "../../testing/renderApp";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const TITLE = "Remove the new second factor";

/** The link the service mails Ada once a factor is added, opened once its button shows. */
async function openRevertLink({ signedIn = true } = {}) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified: true }],
    ...(signedIn ? { signedInAs: ada.email } : {}),
  });
  const rendered = renderLink(identity, {
    mode: "revertSecondFactorAddition",
    email: ada.email,
    currentEmail: null,
  });
  await screen.findByRole("button", { name: "Remove second factor" });
  return rendered;
}

describe("RevertSecondFactor", () => {
  it("says what the link is for, and removes nothing until the button is pressed", async () => {
    const { identity } = await openRevertLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(TITLE);
    expect(
      screen.getByText(
        `A second factor was just added to ${ada.email}. If you did not add it, remove it: ` +
          "signing in will no longer ask for it.",
      ),
    ).toBeInTheDocument();
    expect(identity.applyActionCode).not.toHaveBeenCalled();
  });

  it("removes the factor on a press, says so, and offers to reset the password", async () => {
    const { user, identity } = await openRevertLink();
    const release = identity.holdCalls();

    await user.click(screen.getByRole("button", { name: "Remove second factor" }));
    expect(screen.getByRole("status")).toHaveTextContent("Removing...");
    release();

    const done = await screen.findByText(
      `The second factor just added to ${ada.email} has been removed.`,
    );
    expect(done.parentElement).toHaveFocus();
    expect(
      screen.getByText("If you did not add it, someone else knows your password: reset it now."),
    ).toBeInTheDocument();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);

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
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("works in a tab that is not signed in", async () => {
    const { user } = await openRevertLink({ signedIn: false });

    await user.click(screen.getByRole("button", { name: "Remove second factor" }));

    expect(await screen.findByText(/has been removed\.$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send password reset e-mail" })).toBeEnabled();
  });

  it("answers a link used already as a link that cannot be used, with nowhere to ask for one", async () => {
    const identity = new FakeIdentityService();
    identity.checkActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));

    renderApp(actionPath({ mode: "revertSecondFactorAddition", oobCode: LINK_CODE }), identity);

    expect(
      await screen.findByRole("heading", { level: 1, name: "This link can't be used" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "This link is not valid: it has been used already, or it was not copied whole.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Request a new link" })).toBeNull();
  });

  it("says a refusal of the removal in the form", async () => {
    const { user, identity } = await openRevertLink();
    identity.applyActionCode.mockRejectedValueOnce(serviceError("network-request-failed"));

    await user.click(screen.getByRole("button", { name: "Remove second factor" }));

    expect(
      await screen.findByText(
        "The service could not be reached. Check your connection, then try again.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Remove second factor" })).toBeEnabled();
  });
});
