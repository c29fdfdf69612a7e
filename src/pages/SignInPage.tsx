import { Link } from "react-router";
import { useAuth } from "../auth/useAuth";
import { AuthForm } from "../components/AuthForm";
import { Page } from "../components/Page";

export function SignInPage() {
  const { identity } = useAuth();
  return (
    <Page title="Sign In">
      <AuthForm
        submitLabel="Login"
        busyText="Logging in..."
        passwordAutoComplete="current-password"
        onSubmit={identity.signIn}
      />
      <nav aria-label="Other pages" className="links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to="/auth/sign-up">Don&apos;t have an account? Sign Up</Link>
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}
