import { useLingui } from "@lingui/react/macro";
import { recaptchaEnterprise } from "../config/appConfig";

/** What Google asks of a site that hides reCAPTCHA's badge, beside the form that texts codes. */
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
