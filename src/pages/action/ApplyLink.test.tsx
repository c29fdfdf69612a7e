import { msg } from "@lingui/core/macro";
import { act, screen } from "../../testing/testingLibrary";
import { afterEach, describe, expect, it } from "vitest";
import type { ActionCodeInfo } from "../../auth/IdentityService";
import { i18n } from "../../i18n/i18n";
import { ENGLISH } from "../../i18n/languages";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { actionPath, LINK_CODE, renderApp, renderLink } from "../../testing/renderApp";
import { keptLeftToRight, showArabic } from "../../testing/rightToLeft";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

const origin = window.location.origin;
const newEmail = "ada.lovelace@example.com";
const mallory = "mallory@example.com";

/** The links applied as they are: what the service says of each, and what its page says. */
const LINKS = {
  verifyEmail: {
    email: ada.email,
    currentEmail: null,
    title: "Verify your e-mail address",
    offer: `Verify ${ada.email} as your account's address.`,
    button: "Verify e-mail address",
  },
  verifyAndChangeEmail: {
    email: newEmail,
    currentEmail: ada.email,
    title: "Confirm your new e-mail address",
    offer: `Change your account's address from ${ada.email} to ${newEmail}.`,
    button: "Confirm new address",
  },
  recoverEmail: {
    email: ada.email,
    currentEmail: mallory,
    title: "Restore your e-mail address",
    offer: `Your account's address was changed to ${mallory}. Restore it to ${ada.email}?`,
    button: "Restore address",
  },
  revertSecondFactorAddition: {
    email: ada.email,
    currentEmail: null,
    title: "Remove the new second factor",
    offer:
      `A second factor was just added to ${ada.email}. If you did not add it, remove it: ` +
      "signing in will no longer ask for it.",
    button: "Remove second factor",
  },
} as const;
type Mode = keyof typeof LINKS;

interface Opening {
  signedIn?: boolean;
  continueUrl?: string;
  info?: Partial<ActionCodeInfo>;
}

/** Opens Ada's link of `mode` once its button shows; `press` presses that button. */
async function openLink(mode: Mode, { signedIn = false, continueUrl, info }: Opening = {}) {
  const identity = new FakeIdentityService({
    // A second factor is added to a verified address only.
    users: [{ ...ada, emailVerified: mode === "revertSecondFactorAddition" }],
    ...(signedIn ? { signedInAs: ada.email } : {}),
  });
  const { button, email, currentEmail } = LINKS[mode];
  const rendered = renderLink(identity, { mode, email, currentEmail, ...info }, continueUrl);
  await screen.findByRole("button", { name: button });
  const press = () => rendered.user.click(screen.getByRole("button", { name: button }));
  return { ...rendered, press };
}

afterEach(() => {
  i18n.activate(ENGLISH);
});

describe.each(Object.keys(LINKS) as Mode[])("the %s link", (mode) => {
  it("says what it is for, under its title", async () => {
    await openLink(mode);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(LINKS[mode].title);
    expect(screen.getByText(LINKS[mode].offer)).toBeInTheDocument();
  });

  it("applies nothing until its button is pressed, then says so in place of the form", async () => {
    const { identity, press } = await openLink(mode, { signedIn: true });
    // A mail scanner that opened the link has used nothing up: the code was only read.
    expect(identity.checkActionCode).toHaveBeenCalledWith(LINK_CODE);
    expect(identity.applyActionCode).not.toHaveBeenCalled();

    await press();

    const next = await screen.findByRole("navigation", { name: "Next" });
    expect(next.parentElement).toHaveFocus();
    expect(identity.applyActionCode).toHaveBeenCalledExactlyOnceWith(LINK_CODE);
  });

  it("says a refusal in the form, and leaves its button usable", async () => {
    const { identity, press } = await openLink(mode, { signedIn: true });
    identity.applyActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));

    await press();

    expect(await screen.findByText(/This link is not valid/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: LINKS[mode].button })).toBeEnabled();
    expect(identity.signOut).not.toHaveBeenCalled();
  });
});

describe("VerifyEmail", () => {
  it("verifies the address on a press, then leads on to the continue URL", async () => {
    const { identity, press } = await openLink("verifyEmail", {
      continueUrl: `${origin}/account`,
    });
    const release = identity.holdCalls();

    await press();
    expect(screen.getByRole("status")).toHaveTextContent("Verifying...");
    release();

    expect(await screen.findByText(`${ada.email} is verified.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/account");
  });

  it("shows a signed-in tab its account verified", async () => {
    const { user, identity, press } = await openLink("verifyEmail", {
      signedIn: true,
      continueUrl: `${origin}/account`,
    });
    // The service verifies the address, and re-reads the signed-in user (MailedLinks.ts).
    identity.applyActionCode.mockImplementationOnce(() => {
      identity.adminVerifyEmail(ada.email);
      return identity.checkSession();
    });

    await press();
    await user.click(await screen.findByRole("link", { name: "Continue" }));

    expect(await screen.findByText("Verified")).toBeInTheDocument();
  });

  it("says what it did again in a language chosen after it", async () => {
    const { press } = await openLink("verifyEmail");
    await press();
    await screen.findByText(`${ada.email} is verified.`);

    // One message of a made-up catalog, compiled as Lingui compiles it.
    const verified = msg({ message: "{email} is verified." });
    act(() => {
      i18n.loadAndActivate({
        locale: "fr",
        messages: { [verified.id]: [["email"], " est vérifiée."] },
      });
    });

    expect(screen.getByText(`${ada.email} est vérifiée.`)).toBeInTheDocument();
  });

  it.each([
    ["another origin", "https://evil.example/account"],
    ["a javascript: address", "javascript:alert(1)"],
  ])("leads home instead of to %s", async (_, continueUrl) => {
    const { press } = await openLink("verifyEmail", { continueUrl });

    await press();

    expect(await screen.findByRole("link", { name: "Continue" })).toHaveAttribute("href", "/");
  });
});

describe("ChangeEmail", () => {
  it("changes the address on a press, and signs this tab out", async () => {
    const { user, identity, press } = await openLink("verifyAndChangeEmail", { signedIn: true });

    await press();

    expect(
      await screen.findByText(`Your account's address is now ${newEmail}.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/This browser is signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    // Sign-in is for anonymous visitors only: it shows because the tab is signed out.
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledOnce();
  });

  it("works in a tab that is not signed in", async () => {
    const { identity, press } = await openLink("verifyAndChangeEmail");

    await press();

    expect(await screen.findByText(/This browser is signed out/)).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();
  });
});

describe("RecoverEmail", () => {
  it("does without the changed address when the service does not give it", async () => {
    await openLink("recoverEmail", { info: { currentEmail: null } });

    expect(
      screen.getByText(`Your account's address was changed. Restore it to ${ada.email}?`),
    ).toBeInTheDocument();
  });

  it("restores the address, signs this tab out, and offers a reset e-mail", async () => {
    const { user, identity, press } = await openLink("recoverEmail", { signedIn: true });

    await press();

    expect(
      await screen.findByText(
        `${ada.email} is your account's address again. This browser is signed out.`,
      ),
    ).toBeInTheDocument();
    expect(identity.signOut).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Send password reset e-mail" })).toBeEnabled();
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("restores the address in a tab that is not signed in, with nobody to sign out", async () => {
    const { identity, press } = await openLink("recoverEmail");

    await press();

    expect(await screen.findByText(/is your account's address again/)).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it("says a refusal of the restore in its own words", async () => {
    const { identity, press } = await openLink("recoverEmail");
    identity.applyActionCode.mockRejectedValueOnce(serviceError("email-already-in-use"));

    await press();

    expect(await screen.findByText("That address belongs to another account.")).toHaveAttribute(
      "role",
      "status",
    );
  });
});

describe("in a right-to-left language", () => {
  it("isolates both addresses of a change", async () => {
    showArabic();
    await openLink("verifyAndChangeEmail");
    expect(
      screen.getByText(
        `Change your account's address from ${keptLeftToRight(ada.email)} to ${keptLeftToRight(newEmail)}.`,
      ),
    ).toBeInTheDocument();
  });

  it("isolates both addresses of a recovery", async () => {
    showArabic();
    await openLink("recoverEmail");
    expect(
      screen.getByText(
        `Your account's address was changed to ${keptLeftToRight(mallory)}. ` +
          `Restore it to ${keptLeftToRight(ada.email)}?`,
      ),
    ).toBeInTheDocument();
  });

  it("does without the current address the service does not give", async () => {
    showArabic();
    await openLink("verifyAndChangeEmail", { info: { currentEmail: null } });
    expect(
      screen.getByText(`Change your account's address to ${keptLeftToRight(newEmail)}.`),
    ).toBeInTheDocument();
  });

  it("does without the changed address the service does not give", async () => {
    showArabic();
    await openLink("recoverEmail", { info: { currentEmail: null } });
    expect(
      screen.getByText(
        `Your account's address was changed. Restore it to ${keptLeftToRight(ada.email)}?`,
      ),
    ).toBeInTheDocument();
  });
});

describe("RevertSecondFactor", () => {
  it("removes the factor on a press, says so, and offers to reset the password", async () => {
    const { identity, press } = await openLink("revertSecondFactorAddition", { signedIn: true });
    const release = identity.holdCalls();

    await press();
    expect(screen.getByRole("status")).toHaveTextContent("Removing...");
    release();

    expect(
      await screen.findByText(`The second factor just added to ${ada.email} has been removed.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText("If you did not add it, someone else knows your password: reset it now."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send password reset e-mail" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it("answers a link used already as a link that cannot be used, with nowhere to ask for one", async () => {
    const identity = new FakeIdentityService();
    identity.checkActionCode.mockRejectedValueOnce(serviceError("invalid-action-code"));

    renderApp(actionPath({ mode: "revertSecondFactorAddition", oobCode: LINK_CODE }), identity);

    expect(
      await screen.findByRole("heading", { level: 1, name: "This link can't be used" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "This link is not valid: it has been used already, or it was not copied whole.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Request a new link" })).toBeNull();
  });
});

describe("PasswordResetOffer", () => {
  it("mails a reset link to the address, and points at the emulator's inbox once sent", async () => {
    const { user, identity, press } = await openLink("recoverEmail");
    await press();
    await screen.findByRole("button", { name: "Send password reset e-mail" });
    expect(screen.queryByRole("link", { name: "emulator's inbox" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send password reset e-mail" }));

    expect(
      await screen.findByText(`A link to reset your password is on its way to ${ada.email}.`),
    ).toHaveAttribute("role", "status");
    expect(identity.sendPasswordReset).toHaveBeenCalledExactlyOnceWith(
      ada.email,
      `${origin}/auth/sign-in`,
    );
    expect(screen.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
  });
});
