import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useAuth } from "../auth/useAuth";
import { AuthForm } from "../components/AuthForm";
import { Page } from "../components/Page";

export function SignUpPage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  return (
    <Page title={t`Sign Up`}>
      <p className="warning">{t`Demo app, please don't use your real email or password`}</p>
      <AuthForm
        submitLabel={t`Create Account`}
        busyText={t`Creating account...`}
        passwordAutoComplete="new-password"
        onSubmit={identity.signUp}
      />
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/auth/sign-in">{t`Already have an account? Sign In`}</Link>
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
