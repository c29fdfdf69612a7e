import { screen, within } from "../../testing/testingLibrary";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as AppConfig from "../../config/appConfig";
import { answerLater } from "../../testing/FakeIdentityService";
import { confirmDialog, confirmPassword, renderAccountPage } from "../../testing/renderAccountPage";
import { functionsError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

// Whether the build has the functions, which a test may turn off as a real project's build does.
const build = vi.hoisted(() => ({ functions: true }));
vi.mock("../../config/appConfig", async (importOriginal) => {
  const config = await importOriginal<typeof AppConfig>();
  return {
    ...config,
    get functionsConfig() {
      return build.functions ? config.functionsConfig : null;
    },
  };
});

const SECTION = "Sign out everywhere";
const UNREACHED =
  "The server could not be reached, so nothing was changed. Check your connection, then try again.";

/** Opens the action in its section, and presses its Sign out everywhere. */
async function openAndSubmit() {
  const rendered = await renderAccountPage();
  await rendered.user.click(
    rendered.section(SECTION).getByRole("button", { name: "Sign out everywhere" }),
  );
  const form = within(screen.getByRole("form", { name: "Sign out everywhere" }));
  await rendered.user.click(form.getByRole("button", { name: "Sign out everywhere" }));
  return { ...rendered, form };
}

describe("SignOutEverywhereSection", () => {
  afterEach(() => {
    build.functions = true;
  });

  it("says what it does: every browser and device, this one too, signs in again", async () => {
    const { section } = await renderAccountPage();

    expect(
      section(SECTION).getByText(
        "Lost a device, or signed in on a computer that is not yours? Signing out everywhere " +
          "ends every session of your account: every browser and device, this one included, " +
          "will have to sign in again.",
      ),
    ).toBeInTheDocument();
    expect(
      section(SECTION)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Sign out everywhere"]);
  });

  it("asks in place, then cancels back to its button, asking nothing of the service", async () => {
    const { user, section, identity } = await renderAccountPage();
    await user.click(section(SECTION).getByRole("button", { name: "Sign out everywhere" }));

    const form = screen.getByRole("form", { name: "Sign out everywhere" });
    expect(form).toHaveFocus();
    expect(
      within(form).getByText("Sign out on every browser and device, this one included?"),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));

    expect(section(SECTION).getByRole("button", { name: "Sign out everywhere" })).toHaveFocus();
    expect(identity.signOutEverywhere).not.toHaveBeenCalled();
  });

  it("signs out everywhere once confirmed, and lands on the signed-out home page", async () => {
    const { user, identity, currentPath } = await openAndSubmit();
    const dialog = await confirmDialog();
    expect(
      dialog.getByText("To sign out everywhere, enter your current password."),
    ).toBeInTheDocument();
    expect(identity.signOutEverywhere).not.toHaveBeenCalled();

    await confirmPassword(user);

    expect(await screen.findByText("Current User : None")).toBeInTheDocument();
    expect(identity.signOutEverywhere).toHaveBeenCalledOnce();
    expect(identity.confirmPassword).toHaveBeenCalledBefore(identity.signOutEverywhere);
    expect(currentPath()).toBe("/");
  });

  it("says what it is doing while the service ends the sessions", async () => {
    const answer = answerLater();
    const { user, identity, form } = await openAndSubmit();
    identity.signOutEverywhere.mockReturnValueOnce(answer.promise);

    await confirmPassword(user);

    expect(await form.findByText("Signing out everywhere...")).toHaveRole("status");
    answer.resolve();
  });

  it("says Nothing was changed when the confirmation is cancelled, and stays", async () => {
    const { user, identity, form, currentPath } = await openAndSubmit();

    await user.click((await confirmDialog()).getByRole("button", { name: "Cancel" }));

    expect(await form.findByText("Nothing was changed.")).toHaveRole("status");
    expect(identity.signOutEverywhere).not.toHaveBeenCalled();
    expect(currentPath()).toBe("/account");
  });

  it.each([
    ["unreachable", functionsError("internal"), UNREACHED],
    [
      "refusing a stale sign-in",
      functionsError("permission-denied"),
      "For your security, confirm it's you again, then retry.",
    ],
  ])("says a server %s in plain words in its form; the session stays", async (_, error, words) => {
    const { user, identity, form, currentPath } = await openAndSubmit();
    identity.signOutEverywhere.mockRejectedValueOnce(error);

    await confirmPassword(user);

    expect(await form.findByText(words)).toHaveRole("status");
    expect(screen.queryByText("The server's own words.")).toBeNull();
    expect(currentPath()).toBe("/account");
    expect(screen.getByText(ada.email)).toBeInTheDocument();
    expect(form.getByRole("button", { name: "Sign out everywhere" })).toBeEnabled();
  });

  it("is not offered by a build without the functions", async () => {
    build.functions = false;
    await renderAccountPage();

    expect(screen.queryByRole("region", { name: SECTION })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
  });
});
