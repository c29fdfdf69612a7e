import { screen, waitFor, within } from "../testing/testingLibrary";
import { describe, expect, it } from "vitest";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import { FAKE_CODE, FakeIdentityService, type SeedFactor } from "../testing/FakeIdentityService";
import { renderApp, renderPage } from "../testing/renderApp";
import { serviceError } from "../testing/serviceError";
import { ada, signedInAsAda } from "../testing/testAccounts";

// Phones as the service gives them during a sign-in: masked but for the last four digits.
const WORK_SHOWN = "+*******0100";
const HOME_SHOWN = "+*******0199";
const WORK = { name: "Work phone", phoneNumber: WORK_SHOWN };
const HOME = { name: "Home phone", phoneNumber: HOME_SHOWN };
const APP = { name: "Phone app", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };

function adaWith(secondFactors: SeedFactor[]) {
  return new FakeIdentityService({ users: [{ ...ada, emailVerified: true, secondFactors }] });
}

/** Signs Ada in with her password on the sign-in page, and waits for the second step. */
async function signInToSecondStep(identity: FakeIdentityService) {
  const rendered = await renderPage("/auth/sign-in", identity);
  await rendered.user.type(screen.getByLabelText("Email"), ada.email);
  await rendered.user.type(screen.getByLabelText("Password"), ada.password);
  await rendered.user.click(screen.getByRole("button", { name: "Login" }));
  await screen.findByRole("heading", { level: 1, name: "Second step" });
  const challenge = identity.pendingSignIn();
  if (!challenge) throw new Error("No sign-in is waiting for a second factor.");
  return {
    ...rendered,
    challenge,
    enterCode: async (code: string) => {
      await rendered.user.clear(screen.getByLabelText("Code"));
      await rendered.user.type(screen.getByLabelText("Code"), code);
      await rendered.user.click(screen.getByRole("button", { name: "Verify" }));
    },
  };
}

// The app's stylesheet shows a failure in its own colour.
withAppStylesheet();

describe("SecondFactorPage", () => {
  it("texts the one phone a code at once, says where, and a right code lands home", async () => {
    const { challenge, enterCode, currentPath } = await signInToSecondStep(adaWith([WORK]));

    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByLabelText("Code")).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByLabelText("Code")).toHaveAttribute("inputmode", "numeric");
    expect(challenge.sendCode).toHaveBeenCalledExactlyOnceWith("factor-1");

    await enterCode(FAKE_CODE);

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(alert).not.toHaveBeenCalled();
  });

  it("says a wrong code in plain words and stays usable; the right one then signs in", async () => {
    const { enterCode, currentPath } = await signInToSecondStep(adaWith([WORK]));
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);

    await enterCode("000000");

    const wrong = await screen.findByText("That code is not right. Check it, then try again.");
    expect(wrong).toHaveAttribute("role", "status");
    expect(wrong).toHaveStyle({ color: themeColour("--failed") });
    expect(currentPath()).toBe("/auth/second-factor");
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();

    await enterCode(FAKE_CODE);
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
  });

  // Which code counts after a resend (the newest) is the service's: its contract says so.
  it("texts a new code on request, and then signs in", async () => {
    const { user, challenge, enterCode } = await signInToSecondStep(adaWith([WORK]));
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);

    await user.click(screen.getByRole("button", { name: "Send a new code" }));

    await waitFor(() => {
      expect(challenge.sendCode).toHaveBeenCalledTimes(2);
    });
    expect(challenge.sendCode).toHaveBeenLastCalledWith("factor-1");
    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toBeInTheDocument();
    await enterCode(FAKE_CODE);
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
  });

  it("offers a choice of two factors, texting only the one chosen, and a way to choose again", async () => {
    const { user, challenge, enterCode } = await signInToSecondStep(adaWith([WORK, HOME]));

    // The page's heading has focus, as on every page, not the choice's first radio.
    expect(screen.getByRole("heading", { level: 1, name: "Second step" })).toHaveFocus();
    const choice = within(screen.getByRole("group", { name: "Choose your second factor" }));
    expect(choice.getAllByRole("radio")).toHaveLength(2);
    expect(
      choice.getByRole("radio", { name: `\u2068Work phone\u2069 (text to ${WORK_SHOWN})` }),
    ).toBeChecked();

    await user.click(
      choice.getByRole("radio", { name: `\u2068Home phone\u2069 (text to ${HOME_SHOWN})` }),
    );
    expect(challenge.sendCode).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText(`A code has been texted to ${HOME_SHOWN}.`)).toBeInTheDocument();
    expect(screen.getByLabelText("Code")).toHaveFocus();
    expect(challenge.sendCode).toHaveBeenCalledExactlyOnceWith("factor-2");

    await user.click(screen.getByRole("button", { name: "Use another factor" }));
    expect(
      screen.getByRole("radio", { name: `\u2068Work phone\u2069 (text to ${WORK_SHOWN})` }),
    ).toHaveFocus();
    expect(screen.queryByLabelText("Code")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toBeInTheDocument();
    expect(challenge.sendCode).toHaveBeenLastCalledWith("factor-1");

    await enterCode(FAKE_CODE);
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(challenge.complete).toHaveBeenCalledExactlyOnceWith("factor-1", FAKE_CODE);
  });

  it("asks an authenticator app for its six-digit code, and texts nothing", async () => {
    const { challenge, enterCode } = await signInToSecondStep(adaWith([APP]));

    expect(
      screen.getByText("Enter the six-digit code your authenticator app shows."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    // Nothing is being texted.
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await enterCode(FAKE_CODE);

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(challenge.sendCode).not.toHaveBeenCalled();
  });

  it("names an app among the choices", async () => {
    await signInToSecondStep(adaWith([WORK, APP]));

    expect(
      screen.getByRole("radio", { name: "\u2068Phone app\u2069 (authenticator app)" }),
    ).toBeInTheDocument();
  });

  it("says a sign-in that has timed out in plain words, with a way to sign in again", async () => {
    const { user, challenge, enterCode, currentPath } = await signInToSecondStep(adaWith([WORK]));
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);

    challenge.complete.mockRejectedValueOnce(serviceError("invalid-multi-factor-session"));
    await enterCode(FAKE_CODE);

    expect(
      await screen.findByText(
        "The wait for your second factor has timed out. Start again with your password.",
      ),
    ).toHaveAttribute("role", "status");
    await user.click(screen.getByRole("link", { name: "Sign in again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/sign-in");
  });

  it("explains, and leads to sign-in, when no sign-in is waiting (a bookmark, a reload)", async () => {
    renderApp("/auth/second-factor");

    expect(await screen.findByRole("heading", { level: 1, name: "Second step" })).toHaveFocus();
    expect(document.title).toBe("Second step · Firebase Auth Demo");
    expect(screen.getByText(/No sign-in is waiting for its second step here/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
      "href",
      "/auth/sign-in",
    );
    expect(screen.queryByLabelText("Code")).toBeNull();
  });

  it("sends a signed-in user home", async () => {
    const { currentPath } = renderApp("/auth/second-factor", signedInAsAda());

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });
});
