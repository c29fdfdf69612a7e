import { act, fireEvent, screen, waitFor } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { formOf, fillIn, forms, withAda } from "../testing/authForms";
import { answerLater } from "../testing/FakeIdentityService";
import { renderPage } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";

// The form lets one request through at a time, however it is submitted.
describe.each(forms)("AuthForm submits on the $page page", (form) => {
  it("sends one request however often it is submitted while pending", async () => {
    const identity = withAda();
    const call = identity[form.call];
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

  it("hands the service what was typed, unchanged: no trimming, no case change", async () => {
    const identity = withAda();
    const call = identity[form.call].mockResolvedValue();
    const { user } = await renderPage(form.path, identity);
    // A password may start or end with spaces; the service, not the form, judges an e-mail.
    const typed = { email: "Ada.Lovelace@Example.COM", password: "  Two Words  " };
    await user.type(screen.getByLabelText("Email"), typed.email);
    await user.type(screen.getByLabelText("Password"), typed.password);
    await user.click(screen.getByRole("button", { name: form.submit }));

    expect(call).toHaveBeenCalledExactlyOnceWith(typed.email, typed.password);
  });

  it("keeps the browser from submitting the form itself (no page load)", async () => {
    const identity = withAda();
    const { user } = await renderPage(form.path, identity);
    await fillIn(user, form.email);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: form.submit });

    // fireEvent returns false when a handler called preventDefault().
    expect(fireEvent.submit(formOf(button))).toBe(false);
    expect(await screen.findByText(`Current User : ${form.email}`)).toBeInTheDocument();
  });

  it("sends one request for two submits in the same task, before React re-renders", async () => {
    const identity = withAda();
    const call = identity[form.call];
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
    const call = identity[form.call];
    const { user } = await renderPage(form.path, identity);
    identity[form.call].mockRejectedValueOnce(serviceError("network-request-failed"));
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
    const refusal = answerLater();
    identity[form.call].mockReturnValueOnce(refusal.promise);
    await fillIn(user, form.email);
    await user.click(screen.getByRole("button", { name: form.submit }));
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByText("Current User : None")).toBeInTheDocument();

    // The form is gone: nothing to refocus, and nothing may throw for it.
    refusal.reject(serviceError("network-request-failed"));

    await waitFor(() => {
      expect(alert).toHaveBeenCalledExactlyOnceWith(
        "Firebase: Error (auth/network-request-failed).",
      );
    });
  });
});
