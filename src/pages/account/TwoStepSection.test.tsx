import { act, screen, within } from "../../testing/testingLibrary";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecondFactor } from "../../auth/IdentityService";
import type * as AppConfig from "../../config/appConfig";
import { i18n } from "../../i18n/i18n";
import { themeColour, withAppStylesheet } from "../../testing/appStylesheet";
import { answerLater } from "../../testing/FakeIdentityService";
import {
  confirmPassword,
  confirmSecondFactor,
  renderAccountPage,
  WORK_PHONE,
} from "../../testing/renderAccountPage";
import { serviceError } from "../../testing/serviceError";
import { ada } from "../../testing/testAccounts";

// Which second factors the build offers, and whether it has the functions, which each test sets
// as a build would.
const build = vi.hoisted(() => ({
  textsCodes: true,
  offersAuthenticatorApps: false,
  functions: true,
}));
vi.mock("../../config/appConfig", async (importOriginal) => {
  const config = await importOriginal<typeof AppConfig>();
  return {
    ...config,
    get textsCodes() {
      return build.textsCodes;
    },
    get offersAuthenticatorApps() {
      return build.offersAuthenticatorApps;
    },
    get functionsConfig() {
      return build.functions ? config.functionsConfig : null;
    },
  };
});

const SECTION = "Two-step sign-in";

describe("TwoStepSection", () => {
  withAppStylesheet();

  beforeEach(() => {
    // As the emulator build the unit tests are: phones, no authenticator apps.
    build.textsCodes = true;
    build.offersAuthenticatorApps = false;
    build.functions = true;
  });

  afterEach(() => {
    vi.useRealTimers();
    i18n.activate("en");
  });

  it("lists the factors with their names, kinds, the day each was added, and a Remove each", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-05T12:00:00Z"));
    const { section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed, { secret: "JBSWY3DPEHPK3PXP" }],
    });
    const twoStep = section(SECTION);

    const items = await twoStep.findAllByRole("listitem");
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      `${WORK_PHONE.shown}, since 5 March 2025`,
      "Authenticator app, since 5 March 2025",
    ]);
    expect(items.map((item) => within(item).getByRole("button").textContent)).toEqual([
      `Remove ${WORK_PHONE.shown}`,
      "Remove Authenticator app",
    ]);
    expect(twoStep.getByRole("status")).toBeEmptyDOMElement();
  });

  it("writes the day added in the language shown, British in English", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-05T12:00:00Z"));
    const { section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed],
    });
    const twoStep = section(SECTION);
    expect(await twoStep.findByText(/, since 5 March 2025$/)).toBeInTheDocument();

    // An empty catalog: the words stay English, the day does not.
    act(() => {
      i18n.loadAndActivate({ locale: "ja", messages: {} });
    });

    expect(twoStep.getByText(/, since 2025年3月5日$/)).toBeInTheDocument();
  });

  it("names a factor without a date when the service gave none it can read", async () => {
    const phone: SecondFactor = {
      id: "factor-1",
      kind: "phone",
      name: "Work phone",
      phoneNumber: "+15555550100",
      addedAt: "Invalid Date",
    };
    const { section } = await renderAccountPage({
      emailVerified: true,
      prepare: (identity) => identity.listSecondFactors.mockResolvedValue([phone]),
    });

    const item = await section(SECTION).findByRole("listitem");
    expect(item.firstElementChild).toHaveTextContent(
      /^\u2068Work phone\u2069 \(text to \+15555550100\)$/,
    );
  });

  it("says when there is none yet, and offers nothing to remove", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });

    expect(
      await section(SECTION).findByText("None yet: signing in asks for your password alone."),
    ).toBeInTheDocument();
    expect(section(SECTION).queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("says it is reading the factors until the service answers", async () => {
    const answer = answerLater<SecondFactor[]>();
    const { identity, section } = await renderAccountPage({
      emailVerified: true,
      prepare: (service) => service.listSecondFactors.mockReturnValueOnce(answer.promise),
    });

    expect(section(SECTION).getByRole("status")).toHaveTextContent(
      "Reading your second factors...",
    );
    answer.resolve([]);
    expect(await section(SECTION).findByText(/^None yet/)).toBeInTheDocument();
    expect(section(SECTION).getByRole("status")).toBeEmptyDOMElement();
    expect(identity.listSecondFactors).toHaveBeenCalledOnce();
  });

  it("says so when the factors cannot be read, and reads them again on Try again", async () => {
    const { user, section } = await renderAccountPage({
      emailVerified: true,
      secondFactors: [WORK_PHONE.seed],
      prepare: (identity) =>
        identity.listSecondFactors.mockRejectedValueOnce(serviceError("network-request-failed")),
    });

    const status = await section(SECTION).findByText(
      "Your second factors could not be read. The service could not be reached. Check your " +
        "connection, then try again.",
    );
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveStyle({ color: themeColour("--failed") });
    expect(section(SECTION).queryByRole("list")).toBeNull();

    await user.click(section(SECTION).getByRole("button", { name: "Try again" }));

    expect(await section(SECTION).findByRole("listitem")).toHaveTextContent(WORK_PHONE.shown);
    expect(section(SECTION).getByRole("status")).toBeEmptyDOMElement();
    expect(section(SECTION).queryByRole("button", { name: "Try again" })).toBeNull();
    expect(status).not.toHaveStyle({ color: themeColour("--failed") });
  });

  it("asks an unverified address to verify first, and offers no way to add", async () => {
    const { section } = await renderAccountPage();

    const warning = section(SECTION).getByText(
      "Your e-mail address is not verified yet, and only a verified address can add a second " +
        "factor. Press Send verification e-mail under E-mail address, at the top of this page, " +
        "then follow the link it mails you.",
    );
    expect(warning).toHaveStyle({ color: themeColour("--warning-text") });
    expect(section(SECTION).queryByRole("button", { name: "Add a phone" })).toBeNull();
  });

  it("offers the ways to add once the address is verified, without a reload", async () => {
    const { identity, section } = await renderAccountPage();

    identity.adminVerifyEmail(ada.email);
    await act(() => identity.checkSession());

    expect(section(SECTION).getByRole("button", { name: "Add a phone" })).toBeInTheDocument();
    expect(section(SECTION).queryByText(/is not verified yet/)).toBeNull();
  });

  it("says in an emulator build that authenticator apps need a real project", async () => {
    const { section } = await renderAccountPage({ emailVerified: true });

    expect(
      section(SECTION).getByText(
        "The Auth emulator this app runs on cannot add authenticator apps.",
      ),
    ).toBeInTheDocument();
    expect(section(SECTION).queryByRole("button", { name: "Add an authenticator app" })).toBeNull();
  });

  it("says why a build that cannot load reCAPTCHA offers no phone, and offers an app", async () => {
    build.textsCodes = false;
    build.offersAuthenticatorApps = true;
    const { section } = await renderAccountPage({ emailVerified: true });

    expect(
      section(SECTION).getByText(
        "This site cannot text codes: that needs reCAPTCHA, which its security policy does not " +
          "load. An authenticator app needs no reCAPTCHA.",
      ),
    ).toBeInTheDocument();
    expect(section(SECTION).queryByRole("button", { name: "Add a phone" })).toBeNull();
    expect(
      section(SECTION).getByRole("button", { name: "Add an authenticator app" }),
    ).toBeInTheDocument();
  });

  describe("after a second factor is removed", () => {
    const OFFER =
      "If that second factor was lost, or someone else may have it, sign out everywhere too: " +
      "every browser and device, this one included, will have to sign in again.";

    /** Ada with her work phone, removed as the page removes it: confirmed with it, too. */
    async function removeWorkPhone() {
      const rendered = await renderAccountPage({
        emailVerified: true,
        secondFactors: [WORK_PHONE.seed],
      });
      const twoStep = rendered.section(SECTION);
      await rendered.user.click(
        await twoStep.findByRole("button", { name: `Remove ${WORK_PHONE.shown}` }),
      );
      await rendered.user.click(
        within(screen.getByRole("form")).getByRole("button", { name: "Remove" }),
      );
      await confirmPassword(rendered.user);
      await confirmSecondFactor(rendered.user);
      await twoStep.findByText(`Second factor removed: ${WORK_PHONE.shown}.`);
      return { ...rendered, twoStep };
    }

    it("says so in the section's notice, set apart from the list and not as a failure", async () => {
      const { twoStep } = await removeWorkPhone();

      const notice = twoStep.getByRole("status");
      expect(notice).toHaveTextContent(`Second factor removed: ${WORK_PHONE.shown}.`);
      // Half a line (0.5rem), as jsdom computes it.
      expect(notice).toHaveStyle({ marginTop: "8px" });
      expect(notice).not.toHaveStyle({ color: themeColour("--failed") });
    });

    // ASVS 7.4.3: the sessions that the factor may have opened can end in the same flow.
    it("offers to sign out everywhere, which signs out once confirmed", async () => {
      const { twoStep, user, identity, currentPath } = await removeWorkPhone();

      expect(twoStep.getByText(OFFER)).toBeInTheDocument();
      await user.click(twoStep.getByRole("button", { name: "Sign out everywhere" }));
      const form = within(twoStep.getByRole("form", { name: "Sign out everywhere" }));
      await user.click(form.getByRole("button", { name: "Sign out everywhere" }));
      expect(identity.signOutEverywhere).not.toHaveBeenCalled();
      await confirmPassword(user);

      expect(await screen.findByText("Current User : None")).toBeInTheDocument();
      expect(identity.signOutEverywhere).toHaveBeenCalledOnce();
      expect(currentPath()).toBe("/");
    });

    it("stops offering it once another change starts", async () => {
      const { twoStep, user } = await removeWorkPhone();

      await user.click(twoStep.getByRole("button", { name: "Add a phone" }));

      expect(twoStep.queryByText(OFFER)).toBeNull();
      expect(twoStep.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
    });

    it("offers nothing in a build without the functions", async () => {
      build.functions = false;
      const { twoStep } = await removeWorkPhone();

      expect(twoStep.queryByText(OFFER)).toBeNull();
      expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
    });
  });
});
