import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp } from "../testing/renderApp";
import { actionPath, lastMailedLink } from "../testing/mailedLink";
import { ada, signedInAsAda, withAda } from "../testing/testAccounts";

const BAD = "This link can't be used";

async function resetLink() {
  const identity = withAda();
  await identity.sendPasswordReset(ada.email, `${window.location.origin}/auth/sign-in`);
  return { identity, ...(await lastMailedLink(identity)) };
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
    const { identity, path } = await resetLink();
    const release = identity.holdCalls();
    renderApp(path, identity);

    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    expect(screen.getByRole("status")).toHaveTextContent("Checking the link...");
    release();

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it.each([
    ["no parameters", "/auth/action", null],
    ["no mode", actionPath({ oobCode: "code-1" }), null],
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
    await openUnusableLink(actionPath({ mode: "<b>signIn</b>", oobCode: "code-1" }));

    expect(screen.getByText("This app does not handle this kind of link.")).toBeInTheDocument();
    expect(screen.queryByText(/signIn/)).toBeNull();
    expectWaysOn(null);
  });

  it("refuses a code made for another mode than the link says", async () => {
    const { identity, query } = await resetLink();
    query.set("mode", "verifyEmail");
    await openUnusableLink(`/auth/action?${query.toString()}`, identity);

    expect(
      screen.getByText(
        "This link is not valid: it was not copied whole, or it has been changed. Open it again from the e-mail.",
      ),
    ).toBeInTheDocument();
    expectWaysOn(null);
  });

  it("refuses a code the service says is for a kind of link this app does not handle", async () => {
    const identity = new FakeIdentityService();
    vi.spyOn(identity, "checkActionCode").mockResolvedValue({
      mode: "other",
      email: ada.email,
      currentEmail: null,
    });
    await openUnusableLink(actionPath({ mode: "recoverEmail", oobCode: "code-1" }), identity);

    expect(screen.getByText(/it was not copied whole, or it has been changed/)).toBeInTheDocument();
    expectWaysOn(null);
  });

  it("says a used or mangled code is not valid", async () => {
    await openUnusableLink(actionPath({ mode: "resetPassword", oobCode: "code-not-mailed" }));

    expect(
      screen.getByText(
        "This link is not valid: it has been used already, or it was not copied whole.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expectWaysOn("/auth/forgot-password");
  });

  it.each([
    ["expired-action-code", "This link has expired."],
    ["user-disabled", "This account has been disabled."],
    ["user-not-found", "This account no longer exists."],
  ])("says in words why the service refused the code (%s)", async (code, message) => {
    const { identity, path } = await resetLink();
    identity.failNext(`Firebase: Error (auth/${code}).`);
    await openUnusableLink(path, identity);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expectWaysOn("/auth/forgot-password");
  });

  it.each([
    ["network-request-failed", /The service could not be reached/],
    ["too-many-requests", /Too many requests for now/],
  ])("offers to check again after a passing failure (%s)", async (code, message) => {
    const { identity, path } = await resetLink();
    identity.failNext(`Firebase: Error (auth/${code}).`);
    await openUnusableLink(path, identity);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
    expectWaysOn("/auth/forgot-password");
  });

  it("checks the link again on each Try again, saying so while it checks", async () => {
    const network = "Firebase: Error (auth/network-request-failed).";
    const { identity, path } = await resetLink();
    identity.failNext(network);
    const { user } = await openUnusableLink(path, identity);
    identity.failNext(network);
    const release = identity.holdCalls();

    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Reset your password");
    expect(screen.getByRole("status")).toHaveTextContent("Checking the link...");
    release();
    await user.click(await screen.findByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it("offers to check again after a network failure, and then goes on", async () => {
    const { identity, path } = await resetLink();
    identity.failNext("Firebase: Error (auth/network-request-failed).");
    const { user } = await openUnusableLink(path, identity);
    expect(screen.getByText(/The service could not be reached/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Save password" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: BAD })).toBeNull();
  });
});
