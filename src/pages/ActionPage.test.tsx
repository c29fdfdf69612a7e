import { screen } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import type { ActionCodeInfo } from "../auth/IdentityService";
import { answerLater, FakeIdentityService } from "../testing/FakeIdentityService";
import { actionPath, LINK_CODE, renderApp } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";
import { ada, signedInAsAda } from "../testing/testAccounts";

const BAD = "This link can't be used";

const RESET: ActionCodeInfo = { mode: "resetPassword", email: ada.email, currentEmail: null };

/** A reset link for Ada, whose code the service reads as one (unless a test answers otherwise). */
function resetLink() {
  const identity = new FakeIdentityService({ users: [ada] });
  identity.checkActionCode.mockResolvedValue(RESET);
  return { identity, path: actionPath({ mode: "resetPassword", oobCode: LINK_CODE }) };
}

async function openUnusableLink(path: string, identity = new FakeIdentityService()) {
  const rendered = renderApp(path, identity);
  await screen.findByRole("heading", { level: 1, name: BAD });
  return rendered;
}

function expectWaysOn(newLink: string | null) {
  const request = screen.queryByRole("link", { name: "Request a new link" });
  if (newLink === null) expect(request).toBeNull();
  else expect(request).toHaveAttribute("href", newLink);
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/sign-in");
  expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
}

describe("ActionPage", () => {
  it("says it is checking the link until the service answers", async () => {
    const { identity, path } = resetLink();
    const answer = answerLater<ActionCodeInfo>();
    identity.checkActionCode.mockReturnValueOnce(answer.promise);
    renderApp(path, identity);

    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    expect(screen.getByRole("status")).toHaveTextContent("Checking the link...");
    answer.resolve(RESET);

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it.each([
    ["no parameters", "/auth/action", null],
    ["no mode", actionPath({ oobCode: LINK_CODE }), null],
    ["no code", actionPath({ mode: "resetPassword" }), "/auth/forgot-password"],
    // The account page is for signed-in users: an anonymous visitor signs in first.
    ["an empty code", actionPath({ mode: "verifyEmail", oobCode: "" }), null],
  ])("calls a link with %s incomplete", async (_, path, newLink) => {
    await openUnusableLink(path);

    expect(
      screen.getByText(
        "This link is incomplete. Open it again from the e-mail, or copy the whole address.",
      ),
    ).toBeInTheDocument();
    expectWaysOn(newLink);
  });

  it.each(["verifyEmail", "verifyAndChangeEmail"])(
    "sends a signed-in user to the account page for a new link (%s)",
    async (mode) => {
      const identity = signedInAsAda();
      await openUnusableLink(actionPath({ mode }), identity);

      expectWaysOn("/account");
    },
  );

  it("does not handle a mode it does not know, and never renders it", async () => {
    await openUnusableLink(actionPath({ mode: "<b>signIn</b>", oobCode: LINK_CODE }));

    expect(screen.getByText("This app does not handle this kind of link.")).toBeInTheDocument();
    expect(screen.queryByText(/signIn/)).toBeNull();
    expectWaysOn(null);
  });

  it("refuses a code made for another mode than the link says", async () => {
    const { identity } = resetLink();
    await openUnusableLink(actionPath({ mode: "verifyEmail", oobCode: LINK_CODE }), identity);

    expect(
      screen.getByText(
        "This link is not valid: it was not copied whole, or it has been changed. Open it again from the e-mail.",
      ),
    ).toBeInTheDocument();
    expectWaysOn(null);
  });

  it("refuses a code the service says is for a kind of link this app does not handle", async () => {
    const identity = new FakeIdentityService();
    identity.checkActionCode.mockResolvedValue({
      mode: "other",
      email: ada.email,
      currentEmail: null,
    });
    await openUnusableLink(actionPath({ mode: "recoverEmail", oobCode: LINK_CODE }), identity);

    expect(screen.getByText(/it was not copied whole, or it has been changed/)).toBeInTheDocument();
    expectWaysOn(null);
  });

  it("says a used or mangled code is not valid", async () => {
    const identity = new FakeIdentityService();
    identity.checkActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));
    await openUnusableLink(actionPath({ mode: "resetPassword", oobCode: LINK_CODE }), identity);

    expect(
      screen.getByText(
        "This link is not valid: it has been used already, or it was not copied whole.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expectWaysOn("/auth/forgot-password");
  });

  it.each([
    ["expired-action-code", "This link has expired.", false],
    ["user-disabled", "This account has been disabled.", false],
    ["user-not-found", "This account no longer exists.", false],
    ["network-request-failed", /The service could not be reached/, true],
    ["too-many-requests", /Too many requests for now/, true],
  ])(
    "says in words why the service refused the code (%s), offering to check again after a passing failure",
    async (code, message, passing) => {
      const { identity, path } = resetLink();
      identity.checkActionCode.mockRejectedValueOnce(serviceError(code));
      await openUnusableLink(path, identity);

      expect(screen.getByText(message)).toBeInTheDocument();
      const retry = screen.queryByRole("button", { name: "Try again" });
      if (passing) expect(retry).toBeEnabled();
      else expect(retry).toBeNull();
      expectWaysOn("/auth/forgot-password");
    },
  );

  it("checks the link again on each Try again, saying so while it checks", async () => {
    const network = serviceError("network-request-failed");
    const { identity, path } = resetLink();
    identity.checkActionCode.mockRejectedValueOnce(network);
    const { user } = await openUnusableLink(path, identity);
    const answer = answerLater<ActionCodeInfo>();
    identity.checkActionCode.mockReturnValueOnce(answer.promise);

    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Reset your password");
    expect(screen.getByRole("status")).toHaveTextContent("Checking the link...");
    answer.reject(network);
    await user.click(await screen.findByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it("offers to check again after a network failure, and then goes on", async () => {
    const { identity, path } = resetLink();
    identity.checkActionCode.mockRejectedValueOnce(serviceError("network-request-failed"));
    const { user } = await openUnusableLink(path, identity);
    expect(screen.getByText(/The service could not be reached/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: BAD })).toBeNull();
  });
});
