import { render, screen } from "../../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { FakeIdentityService, type SeedFactor } from "../../testing/FakeIdentityService";
import { ada } from "../../testing/testAccounts";
import { SecondFactorStep } from "./SecondFactorStep";

// The build's switches (src/config/appConfig.ts), set by each suite.
const build = vi.hoisted(() => ({ textsCodes: true, recaptchaEnterprise: false }));
vi.mock("../../config/appConfig", () => ({
  get textsCodes() {
    return build.textsCodes;
  },
  get recaptchaEnterprise() {
    return build.recaptchaEnterprise;
  },
}));

const PHONE = { name: "Work phone", phoneNumber: "+15555550100" };
const APP = { name: "Phone app", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };

/** The sign-in of an account with these factors, waiting for one. */
async function pendingSignIn(secondFactors: SeedFactor[]) {
  const identity = new FakeIdentityService({
    users: [{ ...ada, emailVerified: true, secondFactors }],
  });
  await expect(identity.signIn(ada.email, ada.password)).rejects.toThrow();
  const challenge = identity.pendingSignIn();
  if (!challenge) throw new Error("The sign-in asked for no second factor.");
  return challenge;
}

const CANNOT_TEXT =
  /^This site cannot text codes: its security policy blocks the reCAPTCHA check that texting needs\. /;

describe("SecondFactorStep, in a build that cannot text codes (a real project's CSP without reCAPTCHA)", () => {
  it("says why a phone is not offered, and asks the other factor for its code", async () => {
    build.textsCodes = false;
    const challenge = await pendingSignIn([PHONE, APP]);
    render(<SecondFactorStep challenge={challenge} />);

    expect(screen.getByText(CANNOT_TEXT)).toHaveTextContent(
      "Phones are not offered: use another of your second factors.",
    );
    expect(screen.queryByRole("radio")).toBeNull();
    expect(
      screen.getByText("Enter the six-digit code your authenticator app shows."),
    ).toBeInTheDocument();
    expect(challenge.sendCode).not.toHaveBeenCalled();
  });

  it("says plainly that a phone alone cannot complete the step, and texts nothing", async () => {
    build.textsCodes = false;
    const challenge = await pendingSignIn([PHONE]);
    render(<SecondFactorStep challenge={challenge} />);

    expect(screen.getByText(CANNOT_TEXT)).toHaveTextContent(
      "None of your second factors can be used here, so this step cannot be completed.",
    );
    expect(screen.queryByLabelText("Code")).toBeNull();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(challenge.sendCode).not.toHaveBeenCalled();
  });
});

describe("SecondFactorStep, in a build that loads reCAPTCHA (a real project's, with texts)", () => {
  it("gives Google's notice beside a phone's code, which reCAPTCHA protects", async () => {
    Object.assign(build, { textsCodes: true, recaptchaEnterprise: true });
    render(<SecondFactorStep challenge={await pendingSignIn([PHONE])} />);

    await screen.findByText(`A code has been texted to ${PHONE.phoneNumber}.`);
    expect(screen.getByText(/^This site is protected by reCAPTCHA/)).toBeInTheDocument();
  });

  it("gives none beside an app's code, which nothing is texted for", async () => {
    Object.assign(build, { textsCodes: true, recaptchaEnterprise: true });
    render(<SecondFactorStep challenge={await pendingSignIn([APP])} />);

    expect(
      screen.getByText("Enter the six-digit code your authenticator app shows."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull();
  });
});
