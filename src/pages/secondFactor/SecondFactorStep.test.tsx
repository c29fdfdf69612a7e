import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { SecondFactor, SecondFactorChallenge } from "../../auth/IdentityService";
import { secondFactorChallenge } from "../../auth/secondFactorChallenge";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { lastTextedCode } from "../../testing/secondFactorCodes";
import { ada } from "../../testing/testAccounts";
import { SecondFactorStep } from "./SecondFactorStep";

const PHONE = "+15555550100";
const SHOWN = "+*******0100";

/** Ada's sign-in, waiting for her one phone. */
async function pendingSignIn() {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified: true, secondFactors: [{ phoneNumber: PHONE }] }],
  });
  const challenge = await identity.signIn(ada.email, ada.password).then(
    () => null,
    (error: unknown) => secondFactorChallenge(error),
  );
  if (!challenge) throw new Error("The sign-in asked for no second factor.");
  return { identity, challenge };
}

/** Two phones the service gives no number for, one of them named; every code sent is taken. */
function phonesWithoutNumbers(): SecondFactorChallenge {
  const phone = { kind: "phone", phoneNumber: null, addedAt: "" } as const;
  const factors: SecondFactor[] = [
    { ...phone, id: "work", name: "Work phone" },
    { ...phone, id: "home", name: null },
  ];
  return { factors, sendCode: () => Promise.resolve(), complete: () => Promise.resolve() };
}

// The app's stylesheet shows a failure in its own colour.
withAppStylesheet();

describe("SecondFactorStep", () => {
  it("names an unnamed phone by its number", async () => {
    const { challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);

    expect(screen.getByText(`Enter the code texted to ${SHOWN}.`)).toBeInTheDocument();
    expect(await screen.findByText(`A code has been texted to ${SHOWN}.`)).toBeInTheDocument();
  });

  it("calls a phone without a number 'your phone'", async () => {
    render(<SecondFactorStep challenge={phonesWithoutNumbers()} />);
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole("radio", { name: "Work phone (text to your phone)" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Text to your phone" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(screen.getByText("Enter the code texted to your phone.")).toBeInTheDocument();
    expect(await screen.findByText("A code has been texted to your phone.")).toBeInTheDocument();
  });

  it("checks the first factor only, and stays on the page when one is chosen", async () => {
    render(<SecondFactorStep challenge={phonesWithoutNumbers()} />);
    const sent: boolean[] = [];
    // After React's own listener: a form not prevented would leave the page, and the sign-in.
    const onSubmit = (event: Event) => sent.push(!event.defaultPrevented);
    window.addEventListener("submit", onSubmit);

    const home = screen.getByRole("radio", { name: "Text to your phone" });
    expect(home).not.toBeChecked();
    // Checked by default too, it would be the one checked in a browser (the last of them wins),
    // though jsdom keeps the first.
    expect(home).not.toHaveAttribute("checked");
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Continue" }));
    window.removeEventListener("submit", onSubmit);

    expect(await screen.findByText("A code has been texted to your phone.")).toBeInTheDocument();
    expect(sent).toEqual([false]);
  });

  it("asks its one factor for a code: no choice, no warning, and the focus left alone", async () => {
    const { challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);

    await screen.findByText(`A code has been texted to ${SHOWN}.`);
    expect(screen.getByLabelText("Code")).not.toHaveFocus();
    expect(screen.queryByRole("group", { name: "Choose your second factor" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Use another factor" })).toBeNull();
    expect(screen.queryByText(/cannot text codes/)).toBeNull();
  });

  it("says nothing more once a right code has completed the sign-in", async () => {
    const { identity, challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);
    await screen.findByText(`A code has been texted to ${SHOWN}.`);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Code"), await lastTextedCode(identity, PHONE));
    await user.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => {
      expect(identity.pendingSignIn()).toBeNull();
    });
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("texts one code only, though React runs the effects twice in StrictMode", async () => {
    const { identity, challenge } = await pendingSignIn();
    render(
      <StrictMode>
        <SecondFactorStep challenge={challenge} />
      </StrictMode>,
    );

    await screen.findByText(`A code has been texted to ${SHOWN}.`);
    expect(await identity.sentTexts()).toHaveLength(1);
  });

  it("says what it is doing while a code is texted, then checked", async () => {
    const { identity, challenge } = await pendingSignIn();
    let release = identity.holdCalls();
    const onComplete = vi.fn();
    render(<SecondFactorStep challenge={challenge} onComplete={onComplete} />);

    expect(screen.getByRole("status")).toHaveTextContent(`Texting a code to ${SHOWN}...`);
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
    release();
    await screen.findByText(`A code has been texted to ${SHOWN}.`);

    const user = userEvent.setup({ delay: null });
    const code = await lastTextedCode(identity, PHONE);
    await user.type(screen.getByLabelText("Code"), code);
    release = identity.holdCalls();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("status")).toHaveTextContent("Checking the code...");
    expect(screen.getByRole("button", { name: "Verify" })).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();

    release();
    await waitFor(() => {
      expect(onComplete).toHaveBeenCalledOnce();
    });
  });

  it("says a failed send in plain words; a new code can then be sent", async () => {
    const { identity, challenge } = await pendingSignIn();
    identity.failNext("Firebase: Error (auth/too-many-requests).");
    render(<SecondFactorStep challenge={challenge} />);

    const failed = await screen.findByText(
      "Too many requests for now. Wait a few minutes, then try again.",
    );
    expect(failed).toHaveAttribute("role", "status");
    expect(failed).toHaveStyle({ color: themeColour("--failed") });
    expect(await identity.sentTexts()).toEqual([]);

    const release = identity.holdCalls();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Send a new code" }));
    // The new send is under way, not failed.
    expect(screen.getByRole("status")).toHaveTextContent(`Texting a code to ${SHOWN}...`);
    expect(screen.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
    release();
    expect(await screen.findByText(`A code has been texted to ${SHOWN}.`)).toHaveStyle({
      color: themeColour("--muted"),
    });
    expect(await identity.sentTexts()).toHaveLength(1);
  });
});
