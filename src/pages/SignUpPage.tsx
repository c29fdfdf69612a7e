import { Link } from "react-router";
import { useAuth } from "../auth/useAuth";
import { AuthForm } from "../components/AuthForm";
import { Page } from "../components/Page";

export function SignUpPage() {
  const { identity } = useAuth();
  return (
    <Page title="Sign Up">
      <p className="warning">Demo app, please don&apos;t use your real email or password</p>
      <AuthForm
        submitLabel="Create Account"
        busyText="Creating account..."
        passwordAutoComplete="new-password"
        onSubmit={identity.signUp}
      />
      <nav aria-label="Other pages" className="links">
        <Link to="/auth/sign-in">Already have an account? Sign In</Link>
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}
