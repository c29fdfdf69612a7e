import { render, screen } from "../testing/testingLibrary";
import { describe, expect, it, vi } from "vitest";
import { RecaptchaNotice } from "./RecaptchaNotice";

const build = vi.hoisted(() => ({ recaptchaEnterprise: false }));
vi.mock("../config/appConfig", () => ({
  get recaptchaEnterprise() {
    return build.recaptchaEnterprise;
  },
}));

describe("RecaptchaNotice", () => {
  it("names reCAPTCHA and Google's terms where the build loads reCAPTCHA", () => {
    build.recaptchaEnterprise = true;
    render(<RecaptchaNotice />);

    expect(screen.getByText(/protected by reCAPTCHA/)).toHaveTextContent(
      /^This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply\. Privacy Policy · Terms of Service$/,
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "https://policies.google.com/privacy",
    );
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "https://policies.google.com/terms",
    );
  });

  it("says nothing where reCAPTCHA is not loaded", () => {
    build.recaptchaEnterprise = false;
    const { container } = render(<RecaptchaNotice />);

    expect(container).toBeEmptyDOMElement();
  });
});
