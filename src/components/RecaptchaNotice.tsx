import { recaptchaEnterprise } from "../config/appConfig";

/**
 * What Google asks of a site that hides reCAPTCHA's badge, as the texts of second factors do (see
 * src/firebase/recaptchaVerifier.ts), beside the form that uses it. Only builds with the
 * reCAPTCHA switch load reCAPTCHA; the Auth emulator's builds use the SDK's stand-in.
 */
export function RecaptchaNotice() {
  if (!recaptchaEnterprise) return null;
  return (
    <p className="hint">
      This site is protected by reCAPTCHA and the Google{" "}
      <a href="https://policies.google.com/privacy">Privacy Policy</a> and{" "}
      <a href="https://policies.google.com/terms">Terms of Service</a> apply.
    </p>
  );
}
