import { msg } from "@lingui/core/macro";
import { act, render, screen, waitFor } from "../../testing/testingLibrary";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SecondFactor, SecondFactorChallenge } from "../../auth/IdentityService";
import { i18n } from "../../i18n/i18n";
import { ENGLISH } from "../../i18n/languages";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { FAKE_CODE, FakeIdentityService, type SeedFactor } from "../../testing/FakeIdentityService";
import { keptLeftToRight, showArabic } from "../../testing/rightToLeft";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";
import { SecondFactorStep } from "./SecondFactorStep";

// As the service gives it during a sign-in (masked, on the service; the step shows what it gets).
const SHOWN = "+*******0100";

/** Ada's sign-in, waiting for her one factor: a phone, unless told. */
async function pendingSignIn(factor: SeedFactor = { phoneNumber: SHOWN }) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified: true, secondFactors: [factor] }],
  });
  await expect(identity.signIn(ada.email, ada.password)).rejects.toThrow();
  const challenge = identity.pendingSignIn();
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

/** The phone's name as the step shows it: the visitor's words, isolated from the text around. */
const WORK = "\u2068Work phone\u2069";

const APP_FAILURE =
  "Something went wrong in the app itself, not on your side. Reload the page, then try again.";

/** Types `code` in the step's form, and sends it. */
async function enterCode(code: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText("Code"));
  await user.type(screen.getByLabelText("Code"), code);
  await user.click(screen.getByRole("button", { name: "Verify" }));
}

// The app's stylesheet shows a failure in its own colour.
withAppStylesheet();

describe("SecondFactorStep", () => {
  afterEach(() => {
    i18n.activate(ENGLISH);
  });

  it("names an unnamed phone by its number", async () => {
    const { challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);

    expect(screen.getByText(`Enter the code texted to ${SHOWN}.`)).toBeInTheDocument();
    expect(await screen.findByText(`A code has been texted to ${SHOWN}.`)).toBeInTheDocument();
  });

  it("says where the code went again in a language chosen after it", async () => {
    render(<SecondFactorStep challenge={phonesWithoutNumbers()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const status = await screen.findByText("A code has been texted to your phone.");

    // A message of a made-up catalog.
    const texted = msg`A code has been texted to your phone.`;
    act(() => {
      i18n.loadAndActivate({
        locale: "fr",
        messages: { [texted.id]: "Code envoyé à votre téléphone." },
      });
    });

    expect(status).toHaveTextContent(/^Code envoyé à votre téléphone\.$/);
  });

  it("calls a phone without a number 'your phone'", async () => {
    render(<SecondFactorStep challenge={phonesWithoutNumbers()} />);
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole("radio", { name: `${WORK} (text to your phone)` })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Text to your phone" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(screen.getByText("Enter the code texted to your phone.")).toBeInTheDocument();
    expect(await screen.findByText("A code has been texted to your phone.")).toBeInTheDocument();
  });

  it("keeps a number left to right in Arabic, and calls a phone without one 'your phone'", async () => {
    showArabic();
    const { challenge } = await pendingSignIn();
    const numbered = render(<SecondFactorStep challenge={challenge} />);
    expect(
      await screen.findByText(`A code has been texted to ${keptLeftToRight(SHOWN)}.`),
    ).toBeInTheDocument();
    numbered.unmount();

    render(<SecondFactorStep challenge={phonesWithoutNumbers()} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Continue" }));
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

  it("asks an app alone for its code: nothing to send again, no other factor, no empty row", async () => {
    const { challenge } = await pendingSignIn({ secret: "JBSWY3DPEHPK3PXP" });
    render(<SecondFactorStep challenge={challenge} />);

    expect(
      screen.getByText("Enter the six-digit code your authenticator app shows."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Use another factor" })).toBeNull();
    // Nothing follows the form: an empty row of links would still take its margin.
    expect(
      screen.getByRole("button", { name: "Verify" }).closest("form")?.nextElementSibling,
    ).toBeNull();
  });

  it("says nothing more once a right code has completed the sign-in", async () => {
    const { identity, challenge } = await pendingSignIn();
    render(<SecondFactorStep challenge={challenge} />);
    await screen.findByText(`A code has been texted to ${SHOWN}.`);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Code"), FAKE_CODE);
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
    const { challenge } = await pendingSignIn();
    // At the root, as main.tsx has it: React runs a first mount's effects twice only there.
    render(<SecondFactorStep challenge={challenge} />, { reactStrictMode: true });

    await screen.findByText(`A code has been texted to ${SHOWN}.`);
    expect(challenge.sendCode).toHaveBeenCalledExactlyOnceWith("factor-1");
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
    await user.type(screen.getByLabelText("Code"), FAKE_CODE);
    release = identity.holdCalls();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("status")).toHaveTextContent("Checking the code...");
    expect(screen.getByRole("button", { name: "Verify" })).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();

    release();
    await waitFor(() => {
      expect(onComplete).toHaveBeenCalledOnce();
    });
    expect(challenge.complete).toHaveBeenCalledExactlyOnceWith("factor-1", FAKE_CODE);
  });

  it("says a failed send in plain words; a new code can then be sent", async () => {
    const { identity, challenge } = await pendingSignIn();
    challenge.sendCode.mockRejectedValueOnce(serviceError("too-many-requests"));
    render(<SecondFactorStep challenge={challenge} />);

    const failed = await screen.findByText(
      "Too many requests for now. Wait a few minutes, then try again.",
    );
    expect(failed).toHaveAttribute("role", "status");
    expect(failed).toHaveStyle({ color: themeColour("--failed") });

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
    expect(challenge.sendCode).toHaveBeenCalledTimes(2);
  });

  it("says a refused code in plain words, completes nothing, and takes the right code after", async () => {
    const { challenge } = await pendingSignIn();
    const onComplete = vi.fn();
    render(<SecondFactorStep challenge={challenge} onComplete={onComplete} />);
    await screen.findByText(`A code has been texted to ${SHOWN}.`);

    await enterCode("000000");

    const refused = await screen.findByText("That code is not right. Check it, then try again.");
    expect(refused).toHaveStyle({ color: themeColour("--failed") });
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();
    expect(onComplete).not.toHaveBeenCalled();

    await enterCode(FAKE_CODE);
    await waitFor(() => {
      expect(onComplete).toHaveBeenCalledOnce();
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it.each(["sendCode", "complete"] as const)(
    "reports a failure of %s that carries no service code, and does not blame the visitor",
    async (call) => {
      const { challenge } = await pendingSignIn();
      const bug = new TypeError("challenge.factors is undefined");
      challenge[call].mockRejectedValueOnce(bug);
      const report = vi.mocked(console.error).mockImplementation(() => undefined);
      const onComplete = vi.fn();
      render(<SecondFactorStep challenge={challenge} onComplete={onComplete} />);
      if (call === "complete") {
        await screen.findByText(`A code has been texted to ${SHOWN}.`);
        await enterCode(FAKE_CODE);
      }

      expect(await screen.findByText(APP_FAILURE)).toHaveAttribute("role", "status");
      expect(report).toHaveBeenCalledWith(expect.any(String), bug);
      report.mockClear(); // expected here: the setup fails tests that log
      expect(onComplete).not.toHaveBeenCalled();
    },
  );
});
