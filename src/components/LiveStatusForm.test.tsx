import { msg } from "@lingui/core/macro";
import { act, fireEvent, render, screen } from "../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { ENGLISH } from "../i18n/languages";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import { serviceError } from "../testing/serviceError";
import { LiveStatusForm } from "./LiveStatusForm";

/** A call that ends when the test says so. */
function pendingCall() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderForm({ doneText }: { doneText?: string } = {}) {
  const onSubmit = vi.fn<(fields: FormData) => Promise<void>>();
  render(
    <LiveStatusForm submitLabel="Save" busyText="Saving..." doneText={doneText} onSubmit={onSubmit}>
      <label>
        Password
        <input name="password" type="password" />
      </label>
    </LiveStatusForm>,
  );
  const button = screen.getByRole<HTMLButtonElement>("button", { name: "Save" });
  const form = button.form;
  if (!form) throw new Error("The button is not in a form.");
  return {
    onSubmit,
    form,
    button,
    region: screen.getByRole("status"),
    user: userEvent.setup({ delay: null }),
  };
}

describe("LiveStatusForm", () => {
  withAppStylesheet();

  afterEach(() => {
    i18n.activate(ENGLISH);
  });

  it("says a failure again in a language chosen after it", async () => {
    const { onSubmit, button, region, user } = renderForm();
    onSubmit.mockRejectedValueOnce(serviceError("invalid-credential"));
    await user.click(button);
    expect(region).toHaveTextContent(/^The current password is not right\.$/);

    // One message of a made-up catalog.
    const wrong = msg`The current password is not right.`;
    act(() => {
      i18n.loadAndActivate({ locale: "fr", messages: { [wrong.id]: "Mot de passe faux." } });
    });

    expect(region).toHaveTextContent(/^Mot de passe faux\.$/);
  });

  it("keeps the browser from submitting the form itself (no page load)", async () => {
    const { onSubmit, form, region } = renderForm({ doneText: "Saved." });
    onSubmit.mockResolvedValue();

    // fireEvent returns false when a handler called preventDefault().
    expect(fireEvent.submit(form)).toBe(false);

    expect(await screen.findByText("Saved.")).toBe(region);
  });

  it("calls once for two submits in the same task, before React re-renders", async () => {
    const { onSubmit, form, region } = renderForm({ doneText: "Saved." });
    onSubmit.mockResolvedValue();

    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });

    expect(await screen.findByText("Saved.")).toBe(region);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("hands over the typed fields, and clears them once the call has succeeded", async () => {
    const { onSubmit, button, region, user } = renderForm({ doneText: "Saved." });
    onSubmit.mockResolvedValue();
    const input = screen.getByLabelText<HTMLInputElement>("Password");
    await user.type(input, " typed ");

    await user.click(button);

    expect(await screen.findByText("Saved.")).toBe(region);
    expect(onSubmit).toHaveBeenCalledOnce();
    const fields = onSubmit.mock.calls[0]?.[0];
    expect(fields?.get("password")).toBe(" typed ");
    expect(input).toHaveValue("");
  });

  it("says a failure in words and in the failure's colour, then only the busy text while the next call runs, then its success", async () => {
    const { onSubmit, form, button, region, user } = renderForm({ doneText: "Saved." });
    const first = pendingCall();
    const second = pendingCall();
    onSubmit.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    await user.type(screen.getByLabelText("Password"), "secret");

    await user.click(button);
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    expect(region).toHaveTextContent(/^Saving\.\.\.$/);
    await act(async () => {
      first.reject(serviceError("invalid-credential"));
      await first.promise.catch(() => undefined);
    });

    expect(region).toHaveTextContent(/^The current password is not right\.$/);
    expect(region).toHaveStyle({ color: themeColour("--failed") });
    // Said in the live region only: the browser alert is for the spec's two forms (AuthForm).
    expect(alert).not.toHaveBeenCalled();
    expect(form).toHaveAttribute("aria-busy", "false");
    // A refused call keeps what was typed, to correct it.
    expect(screen.getByLabelText("Password")).toHaveValue("secret");

    await user.click(button);
    // The last failure is not said while the next call runs, nor shown as one.
    expect(region).toHaveTextContent(/^Saving\.\.\.$/);
    expect(region).toHaveStyle({ color: themeColour("--muted") });
    await act(async () => {
      second.resolve();
      await second.promise;
    });

    expect(region).toHaveTextContent(/^Saved\.$/);
    expect(region).toHaveStyle({ color: themeColour("--muted") });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("says a failure without a service code as the app's, not the visitor's, and reports it", async () => {
    const { onSubmit, button, region, user } = renderForm({ doneText: "Saved." });
    const bug = new TypeError("identity.changePassword is not a function");
    onSubmit.mockRejectedValueOnce(bug);
    const logged = vi.mocked(console.error).mockImplementation(() => {});

    await user.click(button);

    expect(
      await screen.findByText(
        "Something went wrong in the app itself, not on your side. Reload the page, then try again.",
      ),
    ).toBe(region);
    expect(region).toHaveStyle({ color: themeColour("--failed") });
    expect(logged).toHaveBeenCalledExactlyOnceWith(expect.any(String), bug);
    logged.mockClear(); // checked: not a log for setup.ts to fail the test on
  });

  it("says nothing after a success when it has no done text", async () => {
    const { onSubmit, form, button, region, user } = renderForm();
    const call = pendingCall();
    onSubmit.mockReturnValueOnce(call.promise);

    await user.click(button);
    expect(region).toHaveTextContent(/^Saving\.\.\.$/);
    await act(async () => {
      call.resolve();
      await call.promise;
    });

    expect(form).toHaveAttribute("aria-busy", "false");
    expect(region.textContent).toBe("");
  });
});

describe("LiveStatusForm's focus", () => {
  it("takes none as it appears", () => {
    renderForm();

    expect(document.body).toHaveFocus();
  });

  /** Presses Save, lets `meanwhile` move the focus while the call runs, then ends the call. */
  async function pressAndMoveFocus(
    meanwhile: (button: HTMLButtonElement) => void,
    { fails = false } = {},
  ) {
    const form = renderForm({ doneText: "Saved." });
    const call = pendingCall();
    form.onSubmit.mockReturnValueOnce(call.promise);
    await form.user.click(form.button);
    act(() => {
      meanwhile(form.button);
    });
    await act(async () => {
      if (fails) call.reject(serviceError("invalid-credential"));
      else call.resolve();
      await call.promise.catch(() => undefined);
    });
    return form;
  }

  it("is back on the button once the call has ended, when the focus was lost meanwhile", async () => {
    // As Chromium does to a focused button once it is disabled.
    const { button, region } = await pressAndMoveFocus((pressed) => {
      pressed.blur();
    });

    expect(region).toHaveTextContent(/^Saved\.$/);
    expect(button).toHaveFocus();
  });

  it("is back on the button after a failure too, when it was left in a dialog that has closed", async () => {
    const dialog = document.body.appendChild(document.createElement("dialog"));
    const inDialog = dialog.appendChild(document.createElement("button"));
    // As a second-factor dialog the call opened leaves it once it closes.
    const { button, region } = await pressAndMoveFocus(
      () => {
        dialog.showModal();
        inDialog.focus();
        dialog.close();
      },
      { fails: true },
    );

    expect(region).toHaveTextContent(/^The current password is not right\.$/);
    expect(button).toHaveFocus();
    dialog.remove();
  });

  it("stays where the visitor moved it while the call ran", async () => {
    const { region } = await pressAndMoveFocus(() => {
      screen.getByLabelText("Password").focus();
    });

    expect(region).toHaveTextContent(/^Saved\.$/);
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });
});
