import { render, screen, waitFor, within } from "../../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "../../auth/authContext";
import { answerLater, FAKE_CODE, FakeIdentityService } from "../../testing/FakeIdentityService";
import { serviceError } from "../../testing/serviceError";
import {
  confirmDialog,
  confirmPassword,
  confirmSecondFactor,
  isControl,
  renderAccountPage,
  tabStops,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { ada } from "../../testing/testAccounts";
import { ConfirmIdentity } from "./ConfirmIdentity";
import { NothingChanged, useConfirmIdentity } from "./confirmIdentityContext";

const NEW_PASSWORD = "new-secret456";
const CHANGED = "Your password has been changed.";

/** Opens the change of password and sends it: the dialog opens. */
async function changePassword(options: Parameters<typeof renderAccountPage>[0] = {}) {
  const rendered = await renderAccountPage(options);
  const { user, section } = rendered;
  await user.click(section("Password").getByRole("button", { name: "Change password" }));
  await user.type(section("Password").getByLabelText("New password"), NEW_PASSWORD);
  await user.click(section("Password").getByRole("button", { name: "Change password" }));
  return {
    ...rendered,
    form: within(screen.getByRole("form", { name: "Change password" })),
    notice: section("Password"),
    dialog: await confirmDialog(),
  };
}

describe("ConfirmIdentity", () => {
  withAppStylesheet();

  it("asks in a modal dialog for the current password, the address named for password managers", async () => {
    const { dialog, identity, form } = await changePassword();

    expect(screen.getByRole("dialog", { name: "Confirm it's you" })).toHaveAttribute("open");
    expect(
      dialog.getByText("To change your password, enter your current password."),
    ).toBeInTheDocument();
    const password = dialog.getByLabelText("Current password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveFocus();
    const username = password.closest("form")?.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(ada.email);
    expect(username).not.toBeVisible();
    expect(dialog.getByRole("button", { name: "Continue" })).toBeInTheDocument();
    // Nothing sent yet, and the action's form says nothing while the dialog asks.
    expect(identity.changePassword).not.toHaveBeenCalled();
    expect(form.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says a wrong password in its live region, and takes the right one after it", async () => {
    const { dialog, user, identity, notice } = await changePassword();

    await confirmPassword(user, "wrong-password");

    const status = await dialog.findByText("The current password is not right.");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveStyle({ color: themeColour("--failed") });
    expect(identity.changePassword).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("Current password"));
    await confirmPassword(user);

    expect(await notice.findByText(CHANGED)).toHaveAttribute("role", "status");
    expect(identity.confirmPassword).toHaveBeenLastCalledWith(ada.password);
    expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith(NEW_PASSWORD);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives the focus back to the password field after a refusal, where Continue had lost it", async () => {
    const { dialog, user, identity } = await changePassword();
    const check = answerLater();
    identity.confirmPassword.mockReturnValueOnce(check.promise);
    await user.type(dialog.getByLabelText("Current password"), "wrong-password");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    // As a browser does with a button disabled under the focus.
    (document.activeElement as HTMLElement).blur();

    check.reject(serviceError("invalid-credential"));

    await dialog.findByText("The current password is not right.");
    // The refusal is said first; the focus moves once the form is no longer busy, a render later.
    await waitFor(() => {
      expect(dialog.getByLabelText("Current password")).toHaveFocus();
    });
  });

  it("ends an ask still open, unconfirmed, when another comes", async () => {
    const outcomes: string[] = [];
    function AskTwice() {
      const confirm = useConfirmIdentity();
      return (
        <button
          type="button"
          onClick={() => {
            for (const purpose of ["do one thing", "do another"]) {
              confirm({ password: { id: purpose }, secondFactor: { id: purpose } }).then(
                () => outcomes.push(`${purpose}: confirmed`),
                (error: unknown) =>
                  outcomes.push(
                    `${purpose}: ${error instanceof NothingChanged ? "cancelled" : String(error)}`,
                  ),
              );
            }
          }}
        >
          Ask
        </button>
      );
    }
    const identity = new FakeIdentityService({ users: [ada], signedInAs: ada.email });
    render(
      <AuthContext value={{ state: { status: "signed-out" }, identity }}>
        <ConfirmIdentity email={ada.email}>
          <AskTwice />
        </ConfirmIdentity>
      </AuthContext>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Ask" }));

    await waitFor(() => {
      expect(outcomes).toEqual(["do one thing: cancelled"]);
    });
  });

  it("says it is checking while the service answers", async () => {
    const { dialog, user, identity } = await changePassword();
    // After a wrong password, said as a failure: the check that follows is none.
    await confirmPassword(user, "wrong-password");
    await dialog.findByText("The current password is not right.");
    const answer = answerLater();
    identity.confirmPassword.mockReturnValueOnce(answer.promise);

    await user.clear(dialog.getByLabelText("Current password"));
    await confirmPassword(user);

    const status = dialog.getByRole("status");
    expect(status).toHaveTextContent("Checking your password...");
    expect(status).toHaveStyle({ color: themeColour("--muted") });
    expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    answer.resolve();
    await waitFor(() => {
      expect(identity.changePassword).toHaveBeenCalledOnce();
    });
  });

  it.each(["Cancel", "Escape"])(
    "on %s, sends nothing and the form says so, plainly",
    async (how) => {
      const { dialog, user, identity, form } = await changePassword();

      if (how === "Cancel") await user.click(dialog.getByRole("button", { name: "Cancel" }));
      else await user.type(dialog.getByLabelText("Current password"), "{Escape}");

      const status = await form.findByText("Nothing was changed.");
      expect(status).toHaveAttribute("role", "status");
      expect(status).toHaveStyle({ color: themeColour("--muted") });
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(identity.confirmPassword).not.toHaveBeenCalled();
      expect(identity.changePassword).not.toHaveBeenCalled();
      // The form stays, as typed, for another try.
      expect(form.getByLabelText("New password")).toHaveValue(NEW_PASSWORD);
      expect(form.getByRole("button", { name: "Change password" })).toHaveFocus();
    },
  );

  it("drops a password check that answers after Cancel", async () => {
    const { dialog, user, identity, form } = await changePassword();
    const answer = answerLater();
    identity.confirmPassword.mockReturnValueOnce(answer.promise);
    await confirmPassword(user);

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    answer.resolve();

    expect(await form.findByText("Nothing was changed.")).toBeInTheDocument();
    expect(identity.changePassword).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks again at each change, afresh", async () => {
    const { dialog, user, identity, form, notice } = await changePassword();
    await confirmPassword(user, "wrong-password");
    await dialog.findByText("The current password is not right.");
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await form.findByText("Nothing was changed.");

    await user.click(form.getByRole("button", { name: "Change password" }));

    const again = await confirmDialog();
    expect(again.getByRole("status")).toBeEmptyDOMElement();
    expect(again.getByLabelText("Current password")).toHaveValue("");
    await confirmPassword(user);
    await notice.findByText(CHANGED);

    await user.click(notice.getByRole("button", { name: "Change password" }));
    await user.type(notice.getByLabelText("New password"), "another-secret789");
    await user.click(notice.getByRole("button", { name: "Change password" }));
    await confirmPassword(user);

    await waitFor(() => {
      expect(identity.changePassword).toHaveBeenLastCalledWith("another-secret789");
    });
    expect(identity.confirmPassword).toHaveBeenCalledTimes(3);
  });

  describe("for an account with a second factor", () => {
    const withPhone = { emailVerified: true, secondFactors: [WORK_PHONE.seed] };

    it("asks for it once the password is right, and changes nothing before", async () => {
      const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
      const { dialog, user, identity, notice } = await changePassword(withPhone);

      await confirmPassword(user);

      const step = await dialog.findByText("To change your password, give your second factor too.");
      expect(step.parentElement).toHaveFocus();
      expect((await tabStops(user)).filter((stop) => !isControl(stop))).toEqual([]);
      expect(dialog.queryByLabelText("Current password")).toBeNull();
      // The same dialog, still open, its second step in the first's place.
      expect(showModal).toHaveBeenCalledOnce();
      expect(identity.changePassword).not.toHaveBeenCalled();

      await user.type(dialog.getByLabelText("Code"), "000000");
      await user.click(dialog.getByRole("button", { name: "Verify" }));
      expect(
        await dialog.findByText("That code is not right. Check it, then try again."),
      ).toBeInTheDocument();
      expect(identity.changePassword).not.toHaveBeenCalled();

      await user.clear(dialog.getByLabelText("Code"));
      await confirmSecondFactor(user);

      expect(await notice.findByText(CHANGED)).toBeInTheDocument();
      expect(identity.changePassword).toHaveBeenCalledExactlyOnceWith(NEW_PASSWORD);
    });

    it.each(["Cancel", "Escape"])("on %s at the second step, sends nothing", async (how) => {
      const { dialog, user, identity, form } = await changePassword(withPhone);
      await confirmPassword(user);
      const code = await dialog.findByLabelText("Code");

      if (how === "Cancel") await user.click(dialog.getByRole("button", { name: "Cancel" }));
      else await user.type(code, "{Escape}");

      expect(await form.findByText("Nothing was changed.")).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(identity.changePassword).not.toHaveBeenCalled();
    });

    it("drops a code that completes after Cancel", async () => {
      const { dialog, user, identity, form } = await changePassword(withPhone);
      await confirmPassword(user);
      await user.type(await dialog.findByLabelText("Code"), FAKE_CODE);
      const release = identity.holdCalls();
      await user.click(dialog.getByRole("button", { name: "Verify" }));

      await user.click(dialog.getByRole("button", { name: "Cancel" }));
      release();

      expect(await form.findByText("Nothing was changed.")).toBeInTheDocument();
      expect(identity.changePassword).not.toHaveBeenCalled();
    });
  });

  it("is needed around what asks for it", () => {
    function Asks() {
      useConfirmIdentity();
      return null;
    }
    // React reports the render error on the console too; the test checks the throw itself.
    expect(() => render(<Asks />)).toThrow("useConfirmIdentity needs a ConfirmIdentity around it.");
  });
});
