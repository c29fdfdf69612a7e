import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/useAuth";
import { Field } from "../components/Field";
import { InboxHint } from "../components/InboxHint";
import { Page } from "../components/Page";
import { LiveStatusForm } from "../components/LiveStatusForm";
import { formText } from "../lib/formText";

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const [sent, setSent] = useState(false);

  async function sendReset(fields: FormData) {
    // The link's page leads on to sign-in, where the new password is used.
    await identity.sendPasswordReset(
      formText(fields, "email"),
      `${window.location.origin}/auth/sign-in`,
    );
    setSent(true);
  }

  return (
    <Page title={t`Reset your password`}>
      <p>
        {t`Enter your account's e-mail address, and we will send you a link to reset its password.`}
      </p>
      <LiveStatusForm
        submitLabel={t`Send reset link`}
        busyText={t`Sending...`}
        // Alike whether or not the address has an account: the page tells no one which do.
        doneText={t`If an account uses that address, a link to reset its password is on its way. Check your inbox.`}
        onSubmit={sendReset}
      >
        <Field label={t`Email`} name="email" type="email" autoComplete="email" />
      </LiveStatusForm>
      {sent && <InboxHint />}
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/auth/sign-in">{t`Back to Sign In`}</Link>
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
