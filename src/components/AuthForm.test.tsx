import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formOf, fillIn, forms, password, withAda } from "../testing/authForms";
import { renderPage } from "../testing/renderApp";

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
    // Spied before rendering: the page hands the service's function to the form as it renders.
    const call = vi.spyOn(identity, form.call);
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

  it("alerts the service's message on failure, then clears the status and refocuses e-mail", async () => {
    const { user, identity, currentPath } = await renderPage(form.path, withAda());
    const release = identity.holdCalls();
    identity.failNext("Firebase: Error (auth/network-request-failed).");
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", {
      name: form.submit,
    });

    await user.click(button);
    expect(screen.getByRole("status")).toHaveTextContent(form.busyText);
    release();

    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(alert).toHaveBeenCalledExactlyOnceWith("Firebase: Error (auth/network-request-failed).");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(formOf(button)).toHaveAttribute("aria-busy", "false");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(currentPath()).toBe(form.path);
  });
});
