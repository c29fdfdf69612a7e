import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecondFactor } from "../../auth/IdentityService";
import type * as AppConfig from "../../config/appConfig";
import { FakeIdentityService } from "../../testing/FakeIdentityService";
import { renderApp } from "../../testing/renderApp";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { focusMoves } from "../../testing/focusMoves";
import { renderAccountPage } from "../../testing/renderAccountPage";
import { lastTextedCode } from "../../testing/secondFactorCodes";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

// Which second factors the build offers, which each test sets as a build would.
const build = vi.hoisted(() => ({ textsCodes: true, offersAuthenticatorApps: false }));
vi.mock("../../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<typeof AppConfig>()),
  get textsCodes() {
    return build.textsCodes;
  },
  get offersAuthenticatorApps() {
    return build.offersAuthenticatorApps;
  },
}));

const SECTION = "Two-step sign-in";
const workPhone = { name: "Work phone", phoneNumber: "+15555550100" };

/** Ada signed in, her address verified, on a service of our own to hold or fail its calls. */
async function renderWithService(identity: FakeIdentityService) {
  const rendered = renderApp("/account", identity);
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  return rendered;
}

function verifiedAda() {
  return new FakeIdentityService({
    users: [{ ...ada, emailVerified: true }],
    signedInAs: ada.email,
  });
}

/**
 * Ada, verified, adds a phone while the page's first reading of her factors is still out (a slow
 * answer). Returns that reading, for the test to answer, and the list as the addition left it.
 */
async function addPhoneBeforeTheFirstReading() {
  const identity = verifiedAda();
  let firstReading: {
    resolve: (factors: SecondFactor[]) => void;
    reject: (error: unknown) => void;
  } = { resolve: () => {}, reject: () => {} };
  vi.spyOn(identity, "listSecondFactors").mockReturnValueOnce(
    new Promise((resolve, reject) => {
      firstReading = { resolve, reject };
    }),
  );
  const { user } = await renderWithService(identity);
  const phone = within(screen.getByRole("region", { name: "Add a phone" }));
  const list = within(screen.getByRole("region", { name: "Your second factors" }));
  expect(list.getByRole("status")).toHaveTextContent("Reading your second factors...");

  await user.type(phone.getByLabelText("Current password"), ada.password);
  await user.type(phone.getByLabelText("Phone number"), workPhone.phoneNumber);
  await user.type(phone.getByLabelText("Name"), workPhone.name);
  await user.click(phone.getByRole("button", { name: "Send code" }));
  await user.type(
    await phone.findByLabelText("Code"),
    await lastTextedCode(identity, workPhone.phoneNumber),
  );
  await user.click(phone.getByRole("button", { name: "Add phone" }));

  expect(await list.findByRole("listitem")).toHaveTextContent(/^Work phone/);
  return { list, firstReading };
}

describe("SecondFactorsSection", () => {
  withAppStylesheet();

  beforeEach(() => {
    // As the emulator build the unit tests are: phones, no authenticator apps.
    build.textsCodes = true;
    build.offersAuthenticatorApps = false;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the factors with their names, kinds and the day each was added", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-05T12:00:00Z"));
    const { section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [workPhone, { secret: "JBSWY3DPEHPK3PXP" }],
    });
    const list = section("Your second factors");

    const items = await list.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Work phone (text to +15555550100), added 5 March 2025",
      "Authenticator app, added 5 March 2025",
    ]);
    for (const item of items) {
      expect(within(item).getByText("5 March 2025")).toHaveAttribute(
        "datetime",
        "2025-03-05T12:00:00.000Z",
      );
    }
    expect(list.getByRole("status")).toBeEmptyDOMElement();
  });

  it("leaves its headings and steps, which take the focus only when told, out of the Tab order", async () => {
    const { user, section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [workPhone],
    });
    await section("Your second factors").findByRole("listitem");

    // Every stop of the keyboard's round of the page, from its top until it comes around again.
    act(() => {
      screen.getByRole("heading", { level: 1 }).blur();
    });
    const stops: Element[] = [];
    for (;;) {
      await user.tab();
      const focused = document.activeElement;
      if (!focused || focused === document.body || stops.includes(focused)) break;
      stops.push(focused);
    }

    expect(stops).toContain(section("Add a phone").getByRole("button", { name: "Send code" }));
    expect(stops).toContain(
      section("Remove a second factor").getByRole("button", { name: "Remove" }),
    );
    expect(stops.filter((stop) => !isControl(stop))).toEqual([]);
  });

  it("gives the focus to the page's heading as the page opens, and to nothing of its own on the way", async () => {
    // Each move of the focus is said by a screen reader, even one the next move undoes.
    build.offersAuthenticatorApps = true;
    const focused = await focusMoves(async () => {
      const { section } = await renderAccountPage({
        emailVerified: true,
        secondFactors: [workPhone],
        authenticatorApps: true,
      });
      await section("Your second factors").findByRole("listitem");
      expect(section("Add an authenticator app").getByLabelText("Current password")).toBeVisible();
    });

    expect(focused).toEqual([screen.getByRole("heading", { level: 1, name: "Your account" })]);
  });

  it("says when there is none yet, and offers nothing to remove", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });

    expect(
      await section("Your second factors").findByText(
        "None yet: signing in asks for your password alone.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Remove a second factor" })).toBeNull();
  });

  it("says it is reading the factors until the service answers", async () => {
    const identity = verifiedAda();
    const release = identity.holdCalls();
    await renderWithService(identity);
    const list = within(screen.getByRole("region", { name: "Your second factors" }));

    expect(list.getByRole("status")).toHaveTextContent("Reading your second factors...");
    await act(async () => {
      release();
      await Promise.resolve();
    });

    expect(await list.findByText(/^None yet/)).toBeInTheDocument();
    expect(list.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps the list a change read when an earlier reading answers after it", async () => {
    const { list, firstReading } = await addPhoneBeforeTheFirstReading();

    await act(async () => {
      firstReading.resolve([]);
      await Promise.resolve();
    });

    expect(list.getByRole("listitem")).toHaveTextContent(/^Work phone/);
    expect(list.getByRole("status")).toHaveTextContent(/^Work phone has been added/);
  });

  it("says nothing of an earlier reading that fails after a change's", async () => {
    const { list, firstReading } = await addPhoneBeforeTheFirstReading();

    await act(async () => {
      firstReading.reject(serviceError("network-request-failed"));
      await Promise.resolve();
    });

    expect(list.getByRole("status")).toHaveTextContent(/^Work phone has been added/);
    expect(list.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("says so when the factors cannot be read, and reads them again on Try again", async () => {
    const identity = verifiedAda();
    vi.spyOn(identity, "listSecondFactors").mockRejectedValueOnce(
      serviceError("network-request-failed"),
    );
    const { user } = await renderWithService(identity);
    const list = within(screen.getByRole("region", { name: "Your second factors" }));

    expect(
      await list.findByText(
        "Your second factors could not be read. " +
          "The service could not be reached. Check your connection, then try again.",
      ),
    ).toHaveStyle({ color: themeColour("--failed") });
    expect(list.queryByRole("list")).toBeNull();

    const release = identity.holdCalls();
    await user.click(list.getByRole("button", { name: "Try again" }));

    expect(list.getByRole("status")).toHaveTextContent("Reading your second factors...");
    release();
    expect(await list.findByText(/^None yet/)).toBeInTheDocument();
    expect(list.getByRole("status")).toHaveStyle({ color: themeColour("--muted") });
    expect(list.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("asks an unverified address to verify first, pointing at the button above, and offers no way to add", async () => {
    const { section } = await renderAccountPage();

    expect(
      section(SECTION).getByText(
        "Your e-mail address is not verified yet, and only a verified address can add a second " +
          "factor. Press Send verification e-mail under E-mail address, at the top of this " +
          "page, then follow the link it mails you.",
      ),
      // Set apart as a warning, as the demo warning is.
    ).toHaveStyle({
      color: themeColour("--warning-text"),
      backgroundColor: themeColour("--warning-bg"),
    });
    expect(
      section("E-mail address").getByRole("button", { name: "Send verification e-mail" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Add a phone" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Add an authenticator app" })).toBeNull();
  });

  it("offers the ways to add once the address is verified, without a reload", async () => {
    const { identity, section } = await renderAccountPage();

    identity.adminVerifyEmail(ada.email);
    await act(() => identity.checkSession());

    expect(section("Add a phone").getByLabelText("Phone number")).toBeInTheDocument();
    expect(section(SECTION).queryByText(/is not verified yet/)).toBeNull();
  });

  it("says in an emulator build that authenticator apps need a real project, with no error code", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });
    const app = section("Add an authenticator app");

    expect(
      app.getByText(
        "Authenticator apps need a real Firebase project with Identity Platform: the Auth " +
          "emulator this app runs on cannot add them. A phone works here.",
      ),
    ).toBeInTheDocument();
    expect(app.queryByRole("button")).toBeNull();
    expect(app.queryByLabelText("Current password")).toBeNull();
  });

  it("says why a build that cannot load reCAPTCHA offers no phone, and offers an app", async () => {
    build.textsCodes = false;
    build.offersAuthenticatorApps = true;
    const { section } = await renderAccountPage({ emailVerified: true });
    const phone = section("Add a phone");

    expect(
      phone.getByText(
        "This site cannot text codes: that needs reCAPTCHA, which its security policy does not " +
          "load. An authenticator app needs no reCAPTCHA.",
      ),
    ).toBeInTheDocument();
    expect(phone.queryByLabelText("Phone number")).toBeNull();
    expect(
      section("Add an authenticator app").getByRole("button", { name: "Show QR code" }),
    ).toBeInTheDocument();
  });
});

/** A link, a field or a button: what a Tab stop should be. */
function isControl(element: Element): boolean {
  return element.matches("a[href], button, input, select, textarea");
}
