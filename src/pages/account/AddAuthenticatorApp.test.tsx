import { encode } from "uqr";
import { describe, expect, it, vi } from "vitest";
import type { AuthenticatorAppEnrolment } from "../../auth/IdentityService";
import type * as AppConfig from "../../config/appConfig";
import { focusMoves } from "../../testing/focusMoves";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { authenticatorAppCode } from "../../testing/secondFactorCodes";
import { ADA_PHONE, answerSecondFactor } from "../../testing/secondFactorPrompt";
import { ada } from "../../testing/testAccounts";

// A build for a real project, where authenticator apps are offered.
vi.mock("../../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<typeof AppConfig>()),
  offersAuthenticatorApps: true,
}));

const QR_NAME =
  "QR code of a new key for your authenticator app. The same key is written out below.";

/** Ada, verified, on a service with authenticator apps on, once her password has shown the QR code. */
async function showQrCode() {
  const rendered = await renderAccountPage({ emailVerified: true, authenticatorApps: true });
  const enrol = vi.spyOn(rendered.identity, "enrolAuthenticatorApp");
  const app = rendered.section("Add an authenticator app");
  await rendered.user.type(app.getByLabelText("Current password"), ada.password);
  await rendered.user.click(app.getByRole("button", { name: "Show QR code" }));
  const qr = await app.findByRole("img", { name: QR_NAME });
  const enrolment = await (enrol.mock.results[0]?.value as
    Promise<AuthenticatorAppEnrolment> | undefined);
  if (!enrolment) throw new Error("No enrolment was started.");
  // The key as a reader selects and copies it: the text of its element, nothing added.
  const shownKey = app.getByText((_, element) => element?.tagName === "CODE").textContent;
  return { ...rendered, app, qr, enrolment, shownKey };
}

/** A six-digit code far from `code`: not the app's, nor its neighbours' a period either side. */
function notThe(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
}

/** The dark modules an SVG path of unit squares draws, as "x,y". */
function drawnModules(path: string): string[] {
  return [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x ?? ""},${y ?? ""}`);
}

describe("AddAuthenticatorApp", () => {
  it("draws the app's otpauth URI as a QR code with a text alternative, and writes the key out", async () => {
    const { qr, enrolment, shownKey, app } = await showQrCode();

    const modules = encode(enrolment.uri, { border: 4 }).data;
    const size = String(modules.length);
    expect(qr).toHaveAttribute("viewBox", `0 0 ${size} ${size}`);
    const dark = modules.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    const path = qr.querySelector("path")?.getAttribute("d") ?? "";
    expect(drawnModules(path)).toEqual(dark);
    // Nothing but those squares, one after the other.
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(qr).not.toHaveAttribute("style");
    expect(shownKey).toBe(enrolment.secret);
    // Written out in fours, for reading and typing.
    expect(
      [...app.getByText((_, element) => element?.tagName === "CODE").children].map(
        (group) => group.textContent,
      ),
    ).toEqual(enrolment.secret.match(/.{1,4}/g));
    const byHand = app.getByText(/^Cannot scan it\?/);
    expect(byHand.textContent).toBe(
      `Cannot scan it? Add the account in the app by hand, with this key: ${enrolment.secret}`,
    );
    expect(byHand.parentElement).toHaveFocus();
  });

  it("refuses a wrong code, and adds the app with a code computed from the key shown", async () => {
    const { user, identity, app, section, shownKey } = await showQrCode();
    const code = authenticatorAppCode(shownKey);
    const codeField = app.getByLabelText("Code");
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeField).toHaveAccessibleDescription(
      "The six digits the app now shows for this account.",
    );

    await user.type(codeField, notThe(code));
    await user.type(app.getByLabelText("Name"), "Phone app");
    await user.click(app.getByRole("button", { name: "Add authenticator app" }));

    expect(
      await app.findByText("That code is not right. Check it, then try again."),
    ).toHaveAttribute("role", "status");
    expect(await identity.listSecondFactors()).toEqual([]);

    await user.clear(app.getByLabelText("Code"));
    await user.type(app.getByLabelText("Code"), code);
    const add = app.getByRole("button", { name: "Add authenticator app" });
    const list = section("Your second factors");
    const moves = await focusMoves(async () => {
      await user.click(add);
      expect(
        await list.findByText("Phone app has been added: signing in now asks for a code from it."),
      ).toHaveAttribute("role", "status");
    });

    expect(list.getByRole("listitem")).toHaveTextContent("Phone app (authenticator app), added");
    // Straight from the button pressed to the list: the form back at its start takes no turn.
    expect(moves).toEqual([add, list.getByRole("heading", { name: "Your second factors" })]);
    expect(list.getByRole("heading", { name: "Your second factors" })).toHaveFocus();
    expect(await identity.listSecondFactors()).toMatchObject([
      { kind: "authenticatorApp", name: "Phone app", phoneNumber: null },
    ]);
    expect(app.queryByRole("img")).toBeNull();
    expect(app.getByRole("button", { name: "Show QR code" })).toBeInTheDocument();
  });

  it("calls an unnamed app the authenticator app once it is added", async () => {
    const { user, app, section, shownKey } = await showQrCode();

    await user.type(app.getByLabelText("Code"), authenticatorAppCode(shownKey));
    await user.click(app.getByRole("button", { name: "Add authenticator app" }));

    expect(
      await section("Your second factors").findByText(
        "The authenticator app has been added: signing in now asks for a code from it.",
      ),
    ).toBeInTheDocument();
  });

  it("goes back to the password on Cancel, adding nothing", async () => {
    const { user, identity, app } = await showQrCode();

    await user.click(app.getByRole("button", { name: "Cancel" }));

    expect(app.queryByRole("img")).toBeNull();
    expect(app.getByLabelText("Current password").closest(".step")).toHaveFocus();
    expect(await identity.listSecondFactors()).toEqual([]);
  });

  it("says a wrong password in the form, and shows no key", async () => {
    const { user, section } = await renderAccountPage({
      emailVerified: true,
      authenticatorApps: true,
    });
    const app = section("Add an authenticator app");

    await user.type(app.getByLabelText("Current password"), "wrong-password");
    await user.click(app.getByRole("button", { name: "Show QR code" }));

    expect(await app.findByText("The current password is not right.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(app.queryByRole("img")).toBeNull();
  });

  it("asks for the second factor first when the account has one, then shows the QR code", async () => {
    const { user, identity, section } = await renderAccountPage({
      emailVerified: true,
      authenticatorApps: true,
      secondFactors: [{ name: ADA_PHONE.name, phoneNumber: ADA_PHONE.phoneNumber }],
    });
    const app = section("Add an authenticator app");

    await user.type(app.getByLabelText("Current password"), ada.password);
    await user.click(app.getByRole("button", { name: "Show QR code" }));
    expect(app.getByRole("status")).toHaveTextContent("Making a key...");
    await answerSecondFactor(user, identity);

    expect(await app.findByRole("img", { name: QR_NAME })).toBeInTheDocument();
  });
});
