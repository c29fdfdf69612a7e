import { useLingui } from "@lingui/react/macro";
import { recaptchaEnterprise } from "../config/appConfig";

/**
 * What Google asks of a site that hides reCAPTCHA's badge, as the texts of second factors do (see
 * src/firebase/recaptchaVerifier.ts), beside the form that uses it. Only builds with the
 * reCAPTCHA switch load reCAPTCHA; the Auth emulator's builds use the SDK's stand-in.
 */
export function RecaptchaNotice() {
  const { t } = useLingui();
  if (!recaptchaEnterprise) return null;
  // The links after the sentence, not inside it: a message holds no element.
  return (
    <p className="hint">
      {t`This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.`}{" "}
      <a href="https://policies.google.com/privacy">{t`Privacy Policy`}</a> ·{" "}
      <a href="https://policies.google.com/terms">{t`Terms of Service`}</a>
    </p>
  );
}
