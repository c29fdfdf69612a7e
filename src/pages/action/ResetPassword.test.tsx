import { screen } from "../../testing/testingLibrary";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { stubRangeApi } from "../../testing/rangeApi";
import type { renderApp } from "../../testing/renderApp";
import { LINK_CODE, renderLink } from "../../testing/renderApp";
import { serviceError } from "../../testing/serviceError";
import { ada, grace } from "../../testing/testAccounts";

const origin = window.location.origin;

/** Opens a reset link for Ada, mailed with this continue URL, once its form shows. */
async function openResetLink(continueUrl = `${origin}/auth/sign-in`, signedInAs?: string) {
  const identity = new FakeIdentityService({ users: [ada, grace], signedInAs });
  const rendered = renderLink(
    identity,
    { mode: "resetPassword", email: ada.email, currentEmail: null },
    continueUrl,
  );
  await screen.findByRole("button", { name: "Save password" });
  return rendered;
}

async function save(user: ReturnType<typeof renderApp>["user"], password: string) {
  await user.clear(screen.getByLabelText("New password"));
  await user.type(screen.getByLabelText("New password"), password);
  await user.click(screen.getByRole("button", { name: "Save password" }));
}

describe("ResetPassword", () => {
  // The breach check's API, answering that no password was found in a breach.
  beforeEach(() => {
    stubRangeApi();
  });

  it("names the account, for people and for password managers, and changes nothing on load", async () => {
    const { identity } = await openResetLink();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Reset your password");
    expect(screen.getByText(`Choose a new password for ${ada.email}.`)).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("autocomplete", "new-password");
    const username = screen.getByDisplayValue(ada.email);
    expect(username).toHaveAttribute("autocomplete", "username");
    expect(username).not.toBeVisible();
    expect(identity.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("saves the new password, then leads on to sign-in", async () => {
    const { user, identity } = await openResetLink();

    await save(user, "new-secret");

    // The outcome takes the focus of the button it replaces.
    const outcome = (await screen.findByText(/Your password has been changed/)).parentElement;
    expect(outcome).toHaveFocus();
    // Focusable by script only: not a stop in the Tab order.
    expect(outcome).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/auth/sign-in");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(identity.confirmPasswordReset).toHaveBeenCalledExactlyOnceWith(LINK_CODE, "new-secret");
    expect(screen.queryByText(/^The check against breached passwords/)).toBeNull();
  });

  it.each([
    ["a common password", "letmein", /^This password is one of the most common ones;/],
    ["one made of the address", "Ada2024!", /^This password is made of your e-mail address/],
    ["one found in a breach", "new-secret", /^This password has appeared in a data breach/],
    ["none at all", "", /^Enter a new password\.$/],
  ])("refuses %s, and sends nothing", async (_case, password, refusal) => {
    const { user, identity } = await openResetLink();
    stubRangeApi({ "new-secret": 12 });

    await save(user, password || "{Backspace}");

    expect(await screen.findByText(refusal)).toHaveAttribute("role", "status");
    expect(identity.confirmPasswordReset).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it("checks the common passwords the project's policy lets through: none shorter than its minimum", async () => {
    const { user, identity } = await openResetLink();
    identity.checkNewPassword.mockImplementation((password) =>
      Promise.resolve([{ rule: { kind: "minLength", length: 9 }, met: password.length >= 9 }]),
    );

    // Common, but short of the minimum: the service refuses it, not the list (the fake takes it).
    await save(user, "iloveyou");

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(identity.checkNewPassword).toHaveBeenCalledWith("iloveyou");
    expect(identity.confirmPasswordReset).toHaveBeenCalledExactlyOnceWith(LINK_CODE, "iloveyou");
  });

  it("saves the new password when the breach check cannot be made, and says it was skipped", async () => {
    const { user, identity } = await openResetLink();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));

    await save(user, "new-secret");

    const outcome = (await screen.findByText(/^Your password has been changed/)).parentElement;
    expect(outcome).toContainElement(
      screen.getByText(
        "The check against breached passwords was skipped: the service that answers it could not be reached.",
      ),
    );
    expect(identity.confirmPasswordReset).toHaveBeenCalledExactlyOnceWith(LINK_CODE, "new-secret");
  });

  it.each([
    ["a path on this origin", `${origin}/protected?from=mail#top`, "/protected?from=mail#top"],
    ["another origin", "https://evil.example/auth/sign-in", "/auth/sign-in"],
    ["a protocol-relative address", "//evil.example/auth/sign-in", "/auth/sign-in"],
    ["a javascript: address", "javascript:alert(1)", "/auth/sign-in"],
  ])("leads on to the continue URL only when it is on this origin: %s", async (_, url, to) => {
    const { user } = await openResetLink(url);

    await save(user, "new-secret");

    expect(await screen.findByRole("link", { name: "Continue" })).toHaveAttribute("href", to);
  });

  it("says a weak password is too weak, and the link still works", async () => {
    const { user, identity } = await openResetLink();
    identity.confirmPasswordReset.mockRejectedValueOnce(
      serviceError("weak-password", "Password should be at least 6 characters"),
    );

    await save(user, "123");

    expect(
      await screen.findByText("The new password is too weak: use at least 6 characters."),
    ).toHaveAttribute("role", "status");
    await save(user, "new-secret");
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(identity.confirmPasswordReset).toHaveBeenLastCalledWith(LINK_CODE, "new-secret");
  });

  it("says so in the form when the link was used meanwhile", async () => {
    const { user, identity } = await openResetLink();
    identity.confirmPasswordReset.mockRejectedValueOnce(serviceError("invalid-action-code"));

    await save(user, "new-secret");

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it("signs this tab out when it is signed in as the same account", async () => {
    const { user, identity } = await openResetLink(undefined, ada.email);

    await save(user, "new-secret");
    await user.click(await screen.findByRole("link", { name: "Continue" }));

    // Sign-in is for anonymous visitors only: it shows because the tab is signed out.
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledOnce();
  });

  it("leaves another account's session alone", async () => {
    const { user, identity } = await openResetLink(undefined, grace.email);

    await save(user, "new-secret");
    await user.click(await screen.findByRole("link", { name: "Continue" }));

    expect(await screen.findByText(`Current User : ${grace.email}`)).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();
  });
});
