import { screen, within } from "../../testing/testingLibrary";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as AppConfig from "../../config/appConfig";
import { FAKE_CODE } from "../../testing/FakeIdentityService";
import {
  confirmDialog,
  confirmPassword,
  confirmSecondFactor,
  renderAccountPage,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";

// The unit tests' build is the emulator's; a test may make it one for a real project with
// reCAPTCHA Enterprise, which texts codes and offers authenticator apps.
const build = vi.hoisted(() => ({ realProject: false }));
vi.mock("../../config/appConfig", async (importOriginal) => {
  const original = await importOriginal<typeof AppConfig>();
  return {
    ...original,
    get authEmulatorUrl() {
      return build.realProject ? null : original.authEmulatorUrl;
    },
    get offersAuthenticatorApps() {
      return build.realProject || original.offersAuthenticatorApps;
    },
  };
});

const TEXTS_RISK =
  "A texted code does not protect against everything: someone who takes over your number (a SIM swap) or intercepts your texts receives the code too.";
const APP_ADVICE =
  "An authenticator app is safer: its codes are made on your phone, never sent to it. To use one instead, press Add an authenticator app, below.";

const NUMBER = "+15555550100";
const SECTION = "Two-step sign-in";

/** Ada, verified, with the addition of a phone open. */
async function openAddPhone(options: Parameters<typeof renderAccountPage>[0] = {}) {
  const rendered = await renderAccountPage({ emailVerified: true, ...options });
  await rendered.user.click(rendered.section(SECTION).getByRole("button", { name: "Add a phone" }));
  const form = () => within(screen.getByRole("form", { name: "Add a phone" }));
  return { ...rendered, form };
}

/** The phone's number and name typed and sent, then confirmed with Ada's password. */
async function sendCode(name = "Work phone") {
  const opened = await openAddPhone();
  const { user, form } = opened;
  await user.type(form().getByLabelText("Phone number"), NUMBER);
  if (name) await user.type(form().getByLabelText("Name"), name);
  await user.click(form().getByRole("button", { name: "Send code" }));
  await confirmPassword(user);
  await form().findByLabelText("Code");
  return opened;
}

describe("AddPhone", () => {
  afterEach(() => {
    build.realProject = false;
  });

  it("asks for the number in international form, as a phone number, with its name", async () => {
    const { form } = await openAddPhone();

    const number = form().getByLabelText("Phone number");
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAttribute("autocomplete", "tel");
    expect(number).toHaveAccessibleDescription(
      "In international form, with + and the country code: +1 555 555 0100.",
    );
    expect(form().getByLabelText("Name")).toHaveAccessibleDescription(
      "To tell it from others, such as Work phone.",
    );
    expect(screen.getByRole("form", { name: "Add a phone" })).toHaveFocus();
  });

  it("says, before the number, what a texted code does not protect against", async () => {
    const { form } = await openAddPhone();

    const risk = form().getByText(TEXTS_RISK);
    expect(risk.compareDocumentPosition(form().getByLabelText("Phone number"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The emulator refuses authenticator apps: nothing recommends one there.
    expect(form().queryByText(/authenticator app/)).toBeNull();
  });

  it("recommends an authenticator app instead, on a build that offers them, beside its button", async () => {
    build.realProject = true;
    const { form, section } = await openAddPhone();

    const advice = form().getByText(APP_ADVICE);
    expect(form().getByText(TEXTS_RISK).nextElementSibling).toBe(advice);
    expect(advice.compareDocumentPosition(form().getByLabelText("Phone number"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const appButton = section(SECTION).getByRole("button", { name: "Add an authenticator app" });
    expect(
      screen.getByRole("form", { name: "Add a phone" }).compareDocumentPosition(appButton),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("texts a code once confirmed, refuses a wrong one, and adds the phone with the right one", async () => {
    const { user, identity, form, section } = await sendCode();
    expect(identity.enrolPhone).toHaveBeenCalledExactlyOnceWith(NUMBER);
    const codeStep = screen.getByRole("form", { name: "Add a phone" });
    expect(codeStep).toHaveFocus();
    expect(
      form().getByText(`A code has been texted to ${NUMBER}. Enter it to add the phone.`),
    ).toBeInTheDocument();
    expect(form().getByLabelText("Code")).toHaveAttribute("autocomplete", "one-time-code");

    await user.type(form().getByLabelText("Code"), "000000");
    await user.click(form().getByRole("button", { name: "Add phone" }));
    expect(
      await form().findByText("That code is not right. Check it, then try again."),
    ).toHaveAttribute("role", "status");

    await user.clear(form().getByLabelText("Code"));
    await user.type(form().getByLabelText("Code"), FAKE_CODE);
    await user.click(form().getByRole("button", { name: "Add phone" }));

    expect(
      await section(SECTION).findByText(
        "Second factor added: \u2068Work phone\u2069. Signing in now asks for a code texted to this phone.",
      ),
    ).toHaveAttribute("role", "status");
    expect(await section(SECTION).findByRole("listitem")).toHaveTextContent(WORK_PHONE.shown);
    expect(section(SECTION).getByRole("button", { name: "Add a phone" })).toHaveFocus();
    // Only the one confirmation: the code is the phone's own.
    expect(identity.confirmPassword).toHaveBeenCalledOnce();

    // Opened again, the last addition is not said any more.
    await user.click(section(SECTION).getByRole("button", { name: "Add a phone" }));
    expect(section(SECTION).getAllByRole("status")[0]).toBeEmptyDOMElement();
  });

  it("says it is checking the code, which asks no confirmation of its own", async () => {
    const { user, identity, form, section } = await sendCode();
    await user.type(form().getByLabelText("Code"), FAKE_CODE);
    const release = identity.holdCalls();

    await user.click(form().getByRole("button", { name: "Add phone" }));

    expect(form().getByRole("status")).toHaveTextContent("Checking the code...");
    expect(screen.queryByRole("dialog")).toBeNull();
    release();
    expect(
      await section(SECTION).findByText(/^Second factor added: \u2068Work phone\u2069\./),
    ).toBeInTheDocument();
  });

  it("calls an unnamed phone the phone once it is added", async () => {
    const { user, form, section } = await sendCode("");

    await user.type(form().getByLabelText("Code"), FAKE_CODE);
    await user.click(form().getByRole("button", { name: "Add phone" }));

    expect(
      await section(SECTION).findByText(
        "The phone has been added: signing in now asks for a code texted to it.",
      ),
    ).toBeInTheDocument();
  });

  it("points to the emulator's inbox for the code, in a new tab", async () => {
    const { form } = await sendCode();

    const inbox = form().getByRole("link", { name: "emulator's inbox" });
    expect(inbox).toHaveAttribute("href", "/inbox");
    expect(inbox).toHaveAttribute("target", "_blank");
    expect(inbox.closest("p")).toHaveTextContent(
      /^This app runs on the Auth emulator, which sends no texts: the code is in its inbox, which this link opens in a new tab: emulator's inbox$/,
    );
  });

  it("says nothing of an emulator's inbox in a build for a real project, which texts the code", async () => {
    build.realProject = true;
    const { form } = await sendCode();

    expect(form().queryByText(/Auth emulator/)).toBeNull();
    expect(form().queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("cancels at the code, adding nothing, back to its button", async () => {
    const { user, identity, form, section } = await sendCode();

    await user.click(form().getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("form")).toBeNull();
    expect(section(SECTION).getByRole("button", { name: "Add a phone" })).toHaveFocus();
    expect(await identity.listSecondFactors()).toEqual([]);
  });

  it("says a refused number in the form, and keeps what was typed", async () => {
    const { user, identity, form } = await openAddPhone();
    identity.enrolPhone.mockRejectedValueOnce(serviceError("invalid-phone-number"));
    await user.type(form().getByLabelText("Phone number"), "555");
    await user.click(form().getByRole("button", { name: "Send code" }));
    await confirmPassword(user);

    expect(
      await form().findByText(
        "That is not a valid phone number. Write it in international form, such as +15555550100.",
      ),
    ).toHaveAttribute("role", "status");
    expect(form().getByLabelText("Phone number")).toHaveValue("555");
    expect(form().queryByLabelText("Code")).toBeNull();
  });

  it("asks for the second factor first when the account has one, then texts the new phone", async () => {
    const { user, identity, form } = await openAddPhone({ secondFactors: [WORK_PHONE.seed] });
    await user.type(form().getByLabelText("Phone number"), "+15555550199");
    await user.click(form().getByRole("button", { name: "Send code" }));
    expect(
      (await confirmDialog()).getByText("To add a phone, enter your current password."),
    ).toBeInTheDocument();
    await confirmPassword(user);
    expect(identity.enrolPhone).not.toHaveBeenCalled();

    await confirmSecondFactor(user);

    expect(await form().findByLabelText("Code")).toBeInTheDocument();
    expect(identity.enrolPhone).toHaveBeenCalledExactlyOnceWith("+15555550199");
  });
});
