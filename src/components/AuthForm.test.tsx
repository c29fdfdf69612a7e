import { screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { SERVICE_UNAVAILABLE } from "../auth/IdentityService";
import { formOf, fillIn, forms, password, withAda } from "../testing/authForms";
import { answerLater } from "../testing/FakeIdentityService";
import { renderPage } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";

describe.each(forms)("AuthForm on the $page page", (form) => {
  it("has labelled e-mail and password inputs with autocomplete hints", async () => {
    await renderPage(form.path);

    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    const passwordInput = screen.getByLabelText("Password");
    expect(passwordInput).toHaveAttribute("type", "password");
    expect(passwordInput).toHaveAttribute("autocomplete", form.passwordAutoComplete);
    expect(
      screen.getByRole<HTMLButtonElement>("button", {
        name: form.submit,
      }),
    ).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it(`shows '${form.busyText}' while the request runs, then lands home`, async () => {
    const identity = withAda();
    const call = identity[form.call];
    const { user, currentPath } = await renderPage(form.path, identity);
    const release = identity.holdCalls();
    await fillIn(user, form.email);

    const button = screen.getByRole<HTMLButtonElement>("button", {
      name: form.submit,
    });
    await user.click(button);

    expect(call).toHaveBeenCalledWith(form.email, password);
    expect(screen.getByRole("status")).toHaveTextContent(form.busyText);
    expect(button).toBeDisabled();
    expect(formOf(button)).toHaveAttribute("aria-busy", "true");

    release();

    expect(await screen.findByText(`Current User : ${form.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(alert).not.toHaveBeenCalled();
  });

  it("on failure: alerts the service's message, then clears the status, refocuses e-mail, keeps what was typed", async () => {
    const { user, identity, currentPath } = await renderPage(form.path, withAda());
    const refusal = answerLater();
    identity[form.call].mockReturnValueOnce(refusal.promise);
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", {
      name: form.submit,
    });

    await user.click(button);
    expect(screen.getByRole("status")).toHaveTextContent(form.busyText);
    // alert() blocks the page: what the status line says behind the dialog.
    let statusBehindAlert: string | null = null;
    vi.mocked(alert).mockImplementation(() => {
      statusBehindAlert = screen.getByRole("status").textContent;
    });
    refusal.reject(serviceError("network-request-failed"));

    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(statusBehindAlert).toBe(form.busyText);
    expect(alert).toHaveBeenCalledExactlyOnceWith("Firebase: Error (auth/network-request-failed).");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(formOf(button)).toHaveAttribute("aria-busy", "false");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    // To correct it and press again: nothing typed is cleared by a refusal.
    expect(screen.getByLabelText("Email")).toHaveValue(form.email);
    expect(screen.getByLabelText("Password")).toHaveValue(password);
    expect(currentPath()).toBe(form.path);
  });

  it("says plainly, in the language shown, that the service's code could not be loaded", async () => {
    const { user, identity } = await renderPage(form.path, withAda());
    const notLoaded = Object.assign(new Error("The identity service's code could not be loaded."), {
      code: SERVICE_UNAVAILABLE,
    });
    identity[form.call].mockRejectedValueOnce(notLoaded);
    await fillIn(user, form.email);

    await user.click(screen.getByRole("button", { name: form.submit }));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledExactlyOnceWith(
        "The sign-in service could not be loaded. Check your connection, then try again.",
      );
    });
  });
});
