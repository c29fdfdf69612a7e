import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderPage } from "../testing/renderApp";

// AuthForm is shared by both auth pages, so each behaviour is checked on both, through the pages.
const forms = [
  {
    page: "sign-in",
    path: "/auth/sign-in",
    call: "signIn",
    submit: "Login",
    busyText: "Logging in...",
    passwordAutoComplete: "current-password",
    email: "ada@example.com",
  },
  {
    page: "sign-up",
    path: "/auth/sign-up",
    call: "signUp",
    submit: "Create Account",
    busyText: "Creating account...",
    passwordAutoComplete: "new-password",
    email: "grace@example.com",
  },
] as const;

const password = "secret123";

function withAda() {
  return new FakeIdentityService({
    users: [{ email: "ada@example.com", password }],
  });
}

// The form has no accessible name, so no form role: reach it from its submit button.
function formOf(button: HTMLButtonElement): HTMLFormElement {
  if (!button.form) throw new Error("The button is outside any form.");
  return button.form;
}

async function fillIn(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
}

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

  it("sends one request however often it is submitted while pending", async () => {
    const identity = withAda();
    const call = vi.spyOn(identity, form.call);
    const { user } = await renderPage(form.path, identity);
    const release = identity.holdCalls();
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", {
      name: form.submit,
    });

    await user.click(button);
    await user.click(button);
    // A submit that bypasses the disabled button, as a fast Enter key could.
    fireEvent.submit(formOf(button));
    release();

    expect(await screen.findByText(`Current User : ${form.email}`)).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("sends one request for two submits in the same task, before React re-renders", async () => {
    const identity = withAda();
    const call = vi.spyOn(identity, form.call);
    const { user } = await renderPage(form.path, identity);
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: form.submit });

    // One act(): React renders only once both submits have run, so the second still sees the
    // button enabled and `busy` false, as with a double Enter or a script.
    act(() => {
      formOf(button).requestSubmit();
      formOf(button).requestSubmit();
    });

    expect(await screen.findByText(`Current User : ${form.email}`)).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("sends the next submit once a refused one has ended", async () => {
    const identity = withAda();
    const call = vi.spyOn(identity, form.call);
    const { user } = await renderPage(form.path, identity);
    identity.failNext("Firebase: Error (auth/network-request-failed).");
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: form.submit });

    await user.click(button);
    await waitFor(() => {
      expect(alert).toHaveBeenCalledOnce();
    });
    await user.click(button);

    expect(await screen.findByText(`Current User : ${form.email}`)).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("still alerts a refusal that comes after the user left the form", async () => {
    const { user, identity } = await renderPage(form.path, withAda());
    const release = identity.holdCalls();
    identity.failNext("Firebase: Error (auth/network-request-failed).");
    await fillIn(user, form.email);
    await user.click(screen.getByRole("button", { name: form.submit }));
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByText("Current User : None")).toBeInTheDocument();

    // The form is gone: nothing to refocus, and nothing may throw for it.
    release();

    await waitFor(() => {
      expect(alert).toHaveBeenCalledExactlyOnceWith(
        "Firebase: Error (auth/network-request-failed).",
      );
    });
  });
});
