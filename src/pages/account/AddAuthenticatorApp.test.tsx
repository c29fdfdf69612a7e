import { screen, within } from "../../testing/testingLibrary";
import { encode } from "uqr";
import { describe, expect, it, vi } from "vitest";
import type { AuthenticatorAppEnrolment } from "../../auth/IdentityService";
import type * as AppConfig from "../../config/appConfig";
import { FAKE_CODE, type FakeIdentityService } from "../../testing/FakeIdentityService";
import {
  confirmDialog,
  confirmPassword,
  confirmSecondFactor,
  renderAccountPage,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";

// A build for a real project, where authenticator apps are offered.
vi.mock("../../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<typeof AppConfig>()),
  offersAuthenticatorApps: true,
}));

const SECTION = "Two-step sign-in";
const NAME = "Add an authenticator app";
const QR_NAME =
  "QR code of a new key for your authenticator app. The same key is written out below.";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEH";

/** A service that makes a key for an app, as a real project's does; FAKE_CODE confirms it. */
function makesKeys(identity: FakeIdentityService) {
  const enrolment: AuthenticatorAppEnrolment = {
    secret: SECRET,
    uri: `otpauth://totp/Demo:ada%40example.com?secret=${SECRET}&issuer=Demo`,
    confirm: vi.fn(async (code: string) => {
      await Promise.resolve();
      if (code !== FAKE_CODE) throw serviceError("invalid-verification-code");
    }),
  };
  identity.enrolAuthenticatorApp.mockResolvedValue(enrolment);
  return enrolment;
}

/** Ada, verified, with the addition of an app open. */
async function openAddApp(options: Parameters<typeof renderAccountPage>[0] = {}) {
  const rendered = await renderAccountPage({ emailVerified: true, ...options });
  const enrolment = makesKeys(rendered.identity);
  await rendered.user.click(rendered.section(SECTION).getByRole("button", { name: NAME }));
  const form = () => within(screen.getByRole("form", { name: NAME }));
  return { ...rendered, enrolment, form };
}

/** The QR code shown, once Ada has confirmed it's her. */
async function showQrCode() {
  const opened = await openAddApp();
  await opened.user.click(opened.form().getByRole("button", { name: "Show QR code" }));
  await confirmPassword(opened.user);
  const qr = await opened.form().findByRole("img", { name: QR_NAME });
  return { ...opened, qr };
}

/** The dark modules an SVG path of unit squares draws, as "x,y". */
function drawnModules(path: string): string[] {
  return [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x ?? ""},${y ?? ""}`);
}

describe("AddAuthenticatorApp", () => {
  it("says what it will show, and asks who it is before making a key", async () => {
    const { user, identity, form } = await openAddApp();
    expect(
      form().getByText("A new key for your app, shown as a QR code for it to scan."),
    ).toBeInTheDocument();

    await user.click(form().getByRole("button", { name: "Show QR code" }));

    expect(
      (await confirmDialog()).getByText(
        "To add an authenticator app, enter your current password.",
      ),
    ).toBeInTheDocument();
    expect(identity.enrolAuthenticatorApp).not.toHaveBeenCalled();
  });

  it("draws the app's otpauth URI as a QR code with a text alternative, and writes the key out", async () => {
    const { qr, enrolment, form } = await showQrCode();

    const modules = encode(enrolment.uri, { border: 4 }).data;
    const size = String(modules.length);
    expect(qr).toHaveAttribute("viewBox", `0 0 ${size} ${size}`);
    const dark = modules.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    const path = qr.querySelector("path")?.getAttribute("d") ?? "";
    expect(drawnModules(path)).toEqual(dark);
    // Nothing but those squares, one after the other.
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(qr).not.toHaveAttribute("style");
    // The key as a reader selects and copies it, written out in fours for reading and typing.
    const key = form().getByText((_, element) => element?.tagName === "CODE");
    expect(key.textContent).toBe(SECRET);
    expect([...key.children].map((group) => group.textContent)).toEqual(SECRET.match(/.{1,4}/g));
    expect(form().getByText(/^Cannot scan it\?/).textContent).toBe(
      `Cannot scan it? Add the account in the app by hand, with this key: ${SECRET}`,
    );
    expect(screen.getByRole("form", { name: NAME })).toHaveFocus();
  });

  it("refuses a wrong code, and adds the app with the right one", async () => {
    const { user, identity, enrolment, form, section } = await showQrCode();
    const codeField = form().getByLabelText("Code");
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeField).toHaveAccessibleDescription(
      "The six digits the app now shows for this account.",
    );
    expect(form().getByLabelText("Name")).toHaveAccessibleDescription(
      "To tell it from others, such as Phone app.",
    );

    await user.type(codeField, "000000");
    await user.type(form().getByLabelText("Name"), "Phone app");
    await user.click(form().getByRole("button", { name: "Add authenticator app" }));
    expect(
      await form().findByText("That code is not right. Check it, then try again."),
    ).toHaveAttribute("role", "status");

    await user.clear(form().getByLabelText("Code"));
    await user.type(form().getByLabelText("Code"), FAKE_CODE);
    identity.listSecondFactors.mockClear();
    await user.click(form().getByRole("button", { name: "Add authenticator app" }));

    expect(
      await section(SECTION).findByText(
        "Second factor added: \u2068Phone app\u2069. Signing in now asks for a code from this app.",
      ),
    ).toHaveAttribute("role", "status");
    expect(enrolment.confirm).toHaveBeenLastCalledWith(FAKE_CODE, "Phone app");
    expect(identity.listSecondFactors).toHaveBeenCalledOnce();
    expect(section(SECTION).getByRole("button", { name: NAME })).toHaveFocus();
  });

  it("calls an unnamed app the authenticator app once it is added", async () => {
    const { user, form, section } = await showQrCode();

    await user.type(form().getByLabelText("Code"), FAKE_CODE);
    await user.click(form().getByRole("button", { name: "Add authenticator app" }));

    expect(
      await section(SECTION).findByText(
        "The authenticator app has been added: signing in now asks for a code from it.",
      ),
    ).toBeInTheDocument();
  });

  it("cancels at the QR code, adding nothing, back to its button", async () => {
    const { user, enrolment, form, section } = await showQrCode();

    await user.click(form().getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("img")).toBeNull();
    expect(section(SECTION).getByRole("button", { name: NAME })).toHaveFocus();
    expect(enrolment.confirm).not.toHaveBeenCalled();
  });

  it("says a refusal in the form, and shows no key", async () => {
    const { user, identity, form } = await openAddApp();
    identity.enrolAuthenticatorApp.mockRejectedValueOnce(serviceError("unverified-email"));

    await user.click(form().getByRole("button", { name: "Show QR code" }));
    await confirmPassword(user);

    expect(
      await form().findByText(
        "Verify your e-mail address first: only then can you add a second factor.",
      ),
    ).toHaveAttribute("role", "status");
    expect(form().queryByRole("img")).toBeNull();
  });

  it("asks for the second factor first when the account has one, then shows the QR code", async () => {
    const { user, identity, form } = await openAddApp({ secondFactors: [WORK_PHONE.seed] });

    await user.click(form().getByRole("button", { name: "Show QR code" }));
    await confirmPassword(user);
    expect(identity.enrolAuthenticatorApp).not.toHaveBeenCalled();
    await confirmSecondFactor(user);

    expect(await form().findByRole("img", { name: QR_NAME })).toBeInTheDocument();
    expect(form().queryByText("Making a key...")).toBeNull();
  });
});
