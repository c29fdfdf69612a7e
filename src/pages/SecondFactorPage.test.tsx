import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { themeColour, withAppStylesheet } from "../testing/appStylesheet";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { renderApp, renderPage } from "../testing/renderApp";
import { authenticatorAppCode, lastTextedCode } from "../testing/secondFactorCodes";
import { ada, signedInAsAda } from "../testing/testAccounts";

const WORK = { name: "Work phone", phoneNumber: "+15555550100" };
const HOME = { name: "Home phone", phoneNumber: "+15555550199" };
// As the service shows them during a sign-in: masked but for the last four digits.
const WORK_SHOWN = "+*******0100";
const HOME_SHOWN = "+*******0199";
const APP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

type Seed = { name: string; phoneNumber: string } | { name: string; secret: string };

function adaWith(secondFactors: Seed[]) {
  return new FakeIdentityService({
    users: [{ ...ada, emailVerified: true, secondFactors }],
    authenticatorApps: true,
  });
}

/** Signs Ada in with her password on the sign-in page, and waits for the second step. */
async function signInToSecondStep(identity: FakeIdentityService) {
  const rendered = await renderPage("/auth/sign-in", identity);
  await rendered.user.type(screen.getByLabelText("Email"), ada.email);
  await rendered.user.type(screen.getByLabelText("Password"), ada.password);
  await rendered.user.click(screen.getByRole("button", { name: "Login" }));
  await screen.findByRole("heading", { level: 1, name: "Second step" });
  return {
    ...rendered,
    enterCode: async (code: string) => {
      await rendered.user.clear(screen.getByLabelText("Code"));
      await rendered.user.type(screen.getByLabelText("Code"), code);
      await rendered.user.click(screen.getByRole("button", { name: "Verify" }));
    },
  };
}

/** The codes texted so far and not used, oldest first, with where they went. */
async function texts(identity: FakeIdentityService) {
  return (await identity.sentTexts()).map(({ phoneNumber, code }) => ({ phoneNumber, code }));
}

// The app's stylesheet shows a failure in its own colour.
withAppStylesheet();

describe("SecondFactorPage", () => {
  it("texts the one phone a code at once, says where, and a right code lands home", async () => {
    const identity = adaWith([WORK]);
    const { enterCode, currentPath } = await signInToSecondStep(identity);

    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByLabelText("Code")).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByLabelText("Code")).toHaveAttribute("inputmode", "numeric");
    expect(await texts(identity)).toEqual([
      { phoneNumber: WORK.phoneNumber, code: expect.any(String) as string },
    ]);

    await enterCode(await lastTextedCode(identity, WORK.phoneNumber));

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(alert).not.toHaveBeenCalled();
  });

  it("says a wrong code in plain words and stays usable; the right one then signs in", async () => {
    const identity = adaWith([WORK]);
    const { enterCode, currentPath } = await signInToSecondStep(identity);
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);
    const code = await lastTextedCode(identity, WORK.phoneNumber);

    await enterCode(code === "000000" ? "111111" : "000000");

    const wrong = await screen.findByText("That code is not right. Check it, then try again.");
    expect(wrong).toHaveAttribute("role", "status");
    expect(wrong).toHaveStyle({ color: themeColour("--failed") });
    expect(currentPath()).toBe("/auth/second-factor");
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();

    await enterCode(code);
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
  });

  it("texts a new code on request, and signs in with the newest", async () => {
    const identity = adaWith([WORK]);
    const { user, enterCode } = await signInToSecondStep(identity);
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);

    await user.click(screen.getByRole("button", { name: "Send a new code" }));

    await waitFor(async () => {
      expect(await texts(identity)).toHaveLength(2);
    });
    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toBeInTheDocument();
    await enterCode(await lastTextedCode(identity, WORK.phoneNumber));
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
  });

  it("offers a choice of two factors, texting only the one chosen, and a way to choose again", async () => {
    const identity = adaWith([WORK, HOME]);
    const { user, enterCode } = await signInToSecondStep(identity);

    // The page's heading has focus, as on every page, not the choice's first radio.
    expect(screen.getByRole("heading", { level: 1, name: "Second step" })).toHaveFocus();
    const choice = within(screen.getByRole("group", { name: "Choose your second factor" }));
    expect(choice.getAllByRole("radio")).toHaveLength(2);
    expect(choice.getByRole("radio", { name: `Work phone (text to ${WORK_SHOWN})` })).toBeChecked();
    expect(await texts(identity)).toEqual([]);

    await user.click(choice.getByRole("radio", { name: `Home phone (text to ${HOME_SHOWN})` }));
    expect(await texts(identity)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText(`A code has been texted to ${HOME_SHOWN}.`)).toBeInTheDocument();
    expect(screen.getByLabelText("Code")).toHaveFocus();
    expect((await texts(identity)).map(({ phoneNumber }) => phoneNumber)).toEqual([
      HOME.phoneNumber,
    ]);

    await user.click(screen.getByRole("button", { name: "Use another factor" }));
    expect(screen.getByRole("radio", { name: `Work phone (text to ${WORK_SHOWN})` })).toHaveFocus();
    expect(screen.queryByLabelText("Code")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`)).toBeInTheDocument();

    await enterCode(await lastTextedCode(identity, WORK.phoneNumber));
    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
  });

  it("asks an authenticator app for its six-digit code, and texts nothing", async () => {
    const identity = adaWith([{ name: "Phone app", secret: APP_SECRET }]);
    const { enterCode } = await signInToSecondStep(identity);

    expect(
      screen.getByText("Enter the six-digit code your authenticator app shows."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    // Nothing is being texted.
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await enterCode(authenticatorAppCode(APP_SECRET));

    expect(await screen.findByText(`Current User : ${ada.email}`)).toBeInTheDocument();
    expect(await texts(identity)).toEqual([]);
  });

  it("names an app among the choices", async () => {
    await signInToSecondStep(adaWith([WORK, { name: "Phone app", secret: APP_SECRET }]));

    expect(
      screen.getByRole("radio", { name: "Phone app (authenticator app)" }),
    ).toBeInTheDocument();
  });

  it("says a sign-in that has timed out in plain words, with a way to sign in again", async () => {
    const identity = adaWith([WORK]);
    const { user, enterCode, currentPath } = await signInToSecondStep(identity);
    await screen.findByText(`A code has been texted to ${WORK_SHOWN}.`);
    const code = await lastTextedCode(identity, WORK.phoneNumber);

    identity.failNext("Firebase: Error (auth/invalid-multi-factor-session).");
    await enterCode(code);

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
