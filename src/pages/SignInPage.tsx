import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router";
import { secondFactorChallenge } from "../auth/secondFactorChallenge";
import { useAuth } from "../auth/useAuth";
import { AuthForm } from "../components/AuthForm";
import { Page } from "../components/Page";

export function SignInPage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const navigate = useNavigate();
  return (
    <Page title={t`Sign In`}>
      <AuthForm
        submitLabel={t({
          comment: "The sign-in form's button.",
          message: "Login",
        })}
        busyText={t`Logging in...`}
        passwordAutoComplete="current-password"
        onSubmit={(email, password) =>
          identity.signIn(email, password).catch((error: unknown) => {
            // Not a failure: the sign-in waits for the second factor, asked on a page of its own.
            if (!secondFactorChallenge(error)) throw error;
            void navigate("/auth/second-factor");
          })
        }
      />
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/auth/forgot-password">{t`Forgot password?`}</Link>
        <Link to="/auth/sign-up">{t`Don't have an account? Sign Up`}</Link>
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
