import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as AppConfig from "../../config/appConfig";
import { focusMoves } from "../../testing/focusMoves";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { lastTextedCode } from "../../testing/secondFactorCodes";
import { ada } from "../../testing/testAccounts";

// The unit tests' build is the emulator's; a test may make it one for a real project, which texts.
const build = vi.hoisted(() => ({ realProject: false }));
vi.mock("../../config/appConfig", async (importOriginal) => {
  const original = await importOriginal<typeof AppConfig>();
  return {
    ...original,
    get authEmulatorUrl() {
      return build.realProject ? null : original.authEmulatorUrl;
    },
  };
});

const NUMBER = "+15555550100";

/** A six-digit code that is not `code`. */
function notThe(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** Ada, verified, on the account page, with the phone form filled in and sent. */
async function sendCode(options: Parameters<typeof renderAccountPage>[0] = {}) {
  const rendered = await renderAccountPage({ emailVerified: true, ...options });
  const phone = rendered.section("Add a phone");
  await rendered.user.type(phone.getByLabelText("Current password"), ada.password);
  await rendered.user.type(phone.getByLabelText("Phone number"), NUMBER);
  await rendered.user.type(phone.getByLabelText("Name"), "Work phone");
  await rendered.user.click(phone.getByRole("button", { name: "Send code" }));
  return { ...rendered, phone };
}

describe("AddPhone", () => {
  afterEach(() => {
    build.realProject = false;
  });

  it("asks for the number in international form, as a phone number, with its name", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });
    const phone = section("Add a phone");

    const number = phone.getByLabelText("Phone number");
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAttribute("autocomplete", "tel");
    expect(number).toHaveAccessibleDescription(
      "In international form, with + and the country code: +1 555 555 0100.",
    );
    expect(phone.getByLabelText("Name")).toHaveAccessibleDescription(
      "To tell it from others, such as Work phone.",
    );
    expect(phone.getByLabelText("Current password")).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
  });

  it("texts a code, refuses a wrong one, and adds the phone with the right one", async () => {
    const { user, identity, phone, section } = await sendCode();

    const sent = await phone.findByText(
      `A code has been texted to ${NUMBER}. Enter it to add the phone.`,
    );
    expect(sent.parentElement).toHaveFocus();
    const code = await lastTextedCode(identity, NUMBER);
    const codeField = phone.getByLabelText("Code");
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeField).toHaveAttribute("inputmode", "numeric");

    await user.type(codeField, notThe(code));
    await user.click(phone.getByRole("button", { name: "Add phone" }));

    expect(
      await phone.findByText("That code is not right. Check it, then try again."),
    ).toHaveAttribute("role", "status");
    expect(await identity.listSecondFactors()).toEqual([]);

    await user.clear(phone.getByLabelText("Code"));
    await user.type(phone.getByLabelText("Code"), code);
    const add = phone.getByRole("button", { name: "Add phone" });
    const list = section("Your second factors");
    const moves = await focusMoves(async () => {
      await user.click(add);
      expect(
        await list.findByText(
          "Work phone has been added: signing in now asks for a code texted to it.",
        ),
      ).toHaveAttribute("role", "status");
    });

    expect(list.getByRole("listitem")).toHaveTextContent(`Work phone (text to ${NUMBER}), added`);
    // Straight from the button pressed to the list: the form back at its start takes no turn.
    expect(moves).toEqual([add, list.getByRole("heading", { name: "Your second factors" })]);
    expect(list.getByRole("heading", { name: "Your second factors" })).toHaveFocus();
    expect(await identity.listSecondFactors()).toMatchObject([
      { kind: "phone", name: "Work phone", phoneNumber: NUMBER },
    ]);
    // The form is back at its start, empty, for another phone.
    expect(phone.getByLabelText("Phone number")).toHaveValue("");
    expect(phone.queryByLabelText("Code")).toBeNull();
  });

  it("calls an unnamed phone the phone once it is added", async () => {
    const { user, identity, section } = await renderAccountPage({ emailVerified: true });
    const phone = section("Add a phone");
    await user.type(phone.getByLabelText("Current password"), ada.password);
    await user.type(phone.getByLabelText("Phone number"), NUMBER);
    await user.click(phone.getByRole("button", { name: "Send code" }));
    await user.type(await phone.findByLabelText("Code"), await lastTextedCode(identity, NUMBER));
    await user.click(phone.getByRole("button", { name: "Add phone" }));

    expect(
      await section("Your second factors").findByText(
        "The phone has been added: signing in now asks for a code texted to it.",
      ),
    ).toBeInTheDocument();
  });

  it("points to the emulator's inbox for the code, in a new tab", async () => {
    const { phone } = await sendCode();

    expect(await phone.findByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    expect(phone.getByRole("link", { name: "emulator's inbox" })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(phone.getByRole("link", { name: "emulator's inbox" }).closest("p")).toHaveTextContent(
      /^This app runs on the Auth emulator, which sends no texts: the code is in the emulator's inbox \(a new tab\)\.$/,
    );
  });

  it("says nothing of an emulator's inbox in a build for a real project, which texts the code", async () => {
    build.realProject = true;
    const { phone } = await sendCode();

    expect(
      await phone.findByText(`A code has been texted to ${NUMBER}. Enter it to add the phone.`),
    ).toBeInTheDocument();
    expect(phone.queryByText(/Auth emulator/)).toBeNull();
    expect(phone.queryByRole("link", { name: "emulator's inbox" })).toBeNull();
  });

  it("goes back to the number on Cancel, adding nothing", async () => {
    const { user, identity, phone } = await sendCode();

    await user.click(await phone.findByRole("button", { name: "Cancel" }));

    expect(phone.getByLabelText("Phone number").closest(".step")).toHaveFocus();
    expect(phone.queryByLabelText("Code")).toBeNull();
    expect(await identity.listSecondFactors()).toEqual([]);
  });

  it("says what went wrong with the number or the password, and keeps what was typed", async () => {
    const { user, section } = await renderAccountPage({ emailVerified: true });
    const phone = section("Add a phone");
    await user.type(phone.getByLabelText("Current password"), "wrong-password");
    await user.type(phone.getByLabelText("Phone number"), NUMBER);
    await user.click(phone.getByRole("button", { name: "Send code" }));

    expect(await phone.findByText("The current password is not right.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(phone.getByLabelText("Phone number")).toHaveValue(NUMBER);

    await user.clear(phone.getByLabelText("Current password"));
    await user.type(phone.getByLabelText("Current password"), ada.password);
    await user.clear(phone.getByLabelText("Phone number"));
    await user.type(phone.getByLabelText("Phone number"), "5555550100");
    await user.click(phone.getByRole("button", { name: "Send code" }));

    expect(
      await phone.findByText(
        "That is not a valid phone number. Write it in international form, such as +15555550100.",
      ),
    ).toBeInTheDocument();
  });

  it("asks for the second factor first when the account has one, then texts the new phone", async () => {
    const first = "+15555550111";
    const { user, identity, phone } = await sendCode({
      secondFactors: [{ name: "Home phone", phoneNumber: first }],
    });

    const dialog = within(await screen.findByRole("dialog", { name: "Second step" }));
    expect(phone.getByRole("status")).toHaveTextContent("Sending code...");
    await dialog.findByText(/^A code has been texted to/);
    await user.type(dialog.getByLabelText("Code"), await lastTextedCode(identity, first));
    await user.click(dialog.getByRole("button", { name: "Verify" }));

    expect(
      await phone.findByText(`A code has been texted to ${NUMBER}. Enter it to add the phone.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.type(phone.getByLabelText("Code"), await lastTextedCode(identity, NUMBER));
    await user.click(phone.getByRole("button", { name: "Add phone" }));

    expect(await screen.findByText(/^Work phone has been added/)).toBeInTheDocument();
    expect((await identity.listSecondFactors()).map(({ name }) => name)).toEqual([
      "Home phone",
      "Work phone",
    ]);
  });
});
