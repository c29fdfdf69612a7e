import { screen, within } from "../../testing/testingLibrary";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { answerLater } from "../../testing/FakeIdentityService";
import { stubRangeApi } from "../../testing/rangeApi";
import { confirmPassword, renderAccountPage } from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const NEW_PASSWORD = "new-secret456";
const CHANGED = "Your password has been changed.";
const SKIPPED =
  "The check against breached passwords was skipped: the service that answers it could not be reached.";

/** /account with the change of password opened. */
async function openChange() {
  const rendered = await renderAccountPage();
  const section = rendered.section("Password");
  const opener = section.getByRole("button", { name: "Change password" });
  await rendered.user.click(opener);
  return {
    ...rendered,
    section,
    opener,
    form: screen.getByRole("form", { name: "Change password" }),
  };
}

/** Opens the change, types `password` and sends it, confirmed with Ada's password. */
async function changeTo(password: string) {
  const opened = await openChange();
  const { user, form } = opened;
  await user.type(within(form).getByLabelText("New password"), password);
  await user.click(within(form).getByRole("button", { name: "Change password" }));
  await confirmPassword(user);
  return opened;
}

describe("PasswordSection", () => {
  withAppStylesheet();
  // The breach check's API, answering that no password was found in a breach.
  beforeEach(() => {
    stubRangeApi();
  });

  it("says nothing at rest, and its button is no danger", async () => {
    const { section } = await renderAccountPage();

    expect(section("Password").getByRole("status")).toBeEmptyDOMElement();
    expect(section("Password").getByRole("button", { name: "Change password" })).toHaveStyle({
      backgroundColor: themeColour("--accent"),
    });
  });

  it("refuses an empty new password before anything is asked or sent", async () => {
    const { form, user, identity } = await openChange();

    await user.click(within(form).getByRole("button", { name: "Change password" }));

    expect(await within(form).findByText("Enter a new password.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(identity.confirmPassword).not.toHaveBeenCalled();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ["a common password", "letmein", /^This password is one of the most common ones;/],
    ["one made of the address", "ada.example.2024", /^This password is made of your e-mail/],
    ["one made of the app's name", "FirebaseAuthDemo!", /^This password is made of your e-mail/],
    ["one found in a breach", NEW_PASSWORD, /^This password has appeared in a data breach/],
  ])("refuses %s before anything is asked or sent", async (_case, password, refusal) => {
    const { form, user, identity } = await openChange();
    stubRangeApi({ [NEW_PASSWORD]: 3 });

    await user.type(within(form).getByLabelText("New password"), password);
    await user.click(within(form).getByRole("button", { name: "Change password" }));

    expect(await within(form).findByText(refusal)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(identity.confirmPassword).not.toHaveBeenCalled();
    expect(identity.changePassword).not.toHaveBeenCalled();
    expect(within(form).getByLabelText("New password")).toHaveValue(password);
  });

  it("changes the password when the breach check cannot be made, and says it was skipped", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const { identity, section } = await changeTo(NEW_PASSWORD);

    expect(await section.findByText(CHANGED)).toHaveAttribute("role", "status");
    expect(section.getByText(SKIPPED)).toHaveAttribute("role", "status");
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith(NEW_PASSWORD);
  });

  it("opens the form in place of its button, which it focuses", async () => {
    const { section, form } = await openChange();
    expect(within(form).getByRole("button", { name: "Change password" })).toHaveStyle({
      backgroundColor: themeColour("--accent"),
    });

    expect(section.queryByRole("button", { name: "Change password", hidden: false })).toBe(
      within(form).getByRole("button", { name: "Change password" }),
    );
    expect(form).toHaveFocus();
    expect(within(form).getByLabelText("New password")).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    const username = form.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(ada.email);
    expect(username).not.toBeVisible();
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
  });

  it.each(["Cancel", "Escape"])("closes on %s, the focus back on its button", async (how) => {
    const { user, section, form, identity } = await openChange();
    const field = within(form).getByLabelText("New password");
    await user.type(field, NEW_PASSWORD);

    if (how === "Cancel") await user.click(within(form).getByRole("button", { name: "Cancel" }));
    else await user.type(field, "{Escape}");

    expect(screen.queryByRole("form")).toBeNull();
    expect(section.getByRole("button", { name: "Change password" })).toHaveFocus();
    expect(identity.confirmPassword).not.toHaveBeenCalled();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it("ignores other keys", async () => {
    const { user, form } = await openChange();

    await user.type(within(form).getByLabelText("New password"), "{Enter}");

    expect(screen.getByRole("form", { name: "Change password" })).toBeInTheDocument();
  });

  it("changes the password once confirmed, closes, and says so by its button", async () => {
    const { identity, section } = await changeTo(NEW_PASSWORD);

    const notice = await section.findByText(CHANGED);
    expect(notice).toHaveAttribute("role", "status");
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith(NEW_PASSWORD);
    expect(screen.queryByRole("form")).toBeNull();
    expect(section.getByRole("button", { name: "Change password" })).toHaveFocus();
    expect(section.queryByText(SKIPPED)).toBeNull();
  });

  it("checks the common passwords the project's policy lets through: none shorter than its minimum", async () => {
    const { identity, user, form, section } = await openChange();
    identity.checkNewPassword.mockImplementation((password) =>
      Promise.resolve([{ rule: { kind: "minLength", length: 9 }, met: password.length >= 9 }]),
    );

    // Common, but short of the minimum: the service refuses it, not the list (the fake takes it).
    await user.type(within(form).getByLabelText("New password"), "iloveyou");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await confirmPassword(user);

    expect(await section.findByText(CHANGED)).toBeInTheDocument();
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith("iloveyou");
  });

  it("clears what it said as it opens again", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const { user, section } = await changeTo(NEW_PASSWORD);
    const notice = await section.findByText(CHANGED);
    expect(section.getByText(SKIPPED)).toBeInTheDocument();

    await user.click(section.getByRole("button", { name: "Change password" }));

    expect(notice).toBeEmptyDOMElement();
    expect(section.queryByText(SKIPPED)).toBeNull();
    expect(within(screen.getByRole("form")).getByLabelText("New password")).toHaveValue("");
  });

  it("says it is changing, and cannot be cancelled meanwhile", async () => {
    const { user, identity, form } = await openChange();
    // After a failure, said as one: the try that follows is none.
    identity.changePassword.mockRejectedValueOnce(serviceError("network-request-failed"));
    await user.type(within(form).getByLabelText("New password"), NEW_PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await confirmPassword(user);
    await within(form).findByText(/^The service could not be reached/);
    const answer = answerLater();
    identity.changePassword.mockReturnValueOnce(answer.promise);
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await confirmPassword(user);

    const status = await within(form).findByText("Changing password...");
    expect(status).toHaveStyle({ color: themeColour("--muted") });
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(within(form).getByRole("button", { name: "Change password" })).toBeDisabled();
    expect(within(form).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.type(within(form).getByLabelText("New password"), "{Escape}");
    expect(form).toBeInTheDocument();

    expect(status).toHaveAttribute("role", "status");
    answer.resolve();
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
  });

  it.each([
    [
      "a weak new password",
      "weak-password",
      "The new password is too weak: use at least 6 characters.",
    ],
    [
      "a network failure",
      "network-request-failed",
      "The service could not be reached. Check your connection, then try again.",
    ],
  ])("on %s, says so in the form, which stays as typed", async (_case, code, message) => {
    const opened = await openChange();
    const { user, identity, form } = opened;
    identity.changePassword.mockRejectedValueOnce(serviceError(code));
    await user.type(within(form).getByLabelText("New password"), NEW_PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Change password" }));

    await confirmPassword(user);

    const status = await within(form).findByText(message);
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveStyle({ color: themeColour("--failed") });
    expect(within(form).getByLabelText("New password")).toHaveValue(NEW_PASSWORD);
    expect(within(form).getByRole("button", { name: "Change password" })).toHaveFocus();
    expect(screen.queryByText(CHANGED)).toBeNull();
  });

  it("names the rules a refused password does not meet", async () => {
    const { user, identity, form } = await openChange();
    identity.changePassword.mockRejectedValueOnce(
      serviceError("password-does-not-meet-requirements"),
    );
    identity.checkNewPassword.mockResolvedValue([
      { rule: { kind: "minLength", length: 6 }, met: true },
      { rule: { kind: "digit" }, met: false },
    ]);
    await user.type(within(form).getByLabelText("New password"), "no-digits");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await confirmPassword(user);

    expect(
      await within(form).findByText(
        "The new password does not meet this site's rules. It needs: a digit.",
      ),
    ).toHaveAttribute("role", "status");
  });
});
