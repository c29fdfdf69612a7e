import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/useAuth";
import { Page } from "../components/Page";
import { SecondFactorStep } from "./secondFactor/SecondFactorStep";

/** The sign-in's second step. The service keeps the waiting sign-in, so a reload forgets it. */
export function SecondFactorPage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  // Read once: a sign-in started later elsewhere does not change what this page answers.
  const [pending] = useState(() => identity.pendingSignIn());

  return (
    <Page
      title={t({
        comment: "The title of the sign-in's second step.",
        message: "Second step",
      })}
    >
      {pending ? (
        <>
          <p>{t`Your account has a second factor: give it to finish signing in.`}</p>
          <SecondFactorStep challenge={pending} />
        </>
      ) : (
        <p>
          {t`No sign-in is waiting for its second step here: the page was reloaded or opened from a link, or the sign-in has ended. Sign in with your e-mail and password, and this step follows if your account has a second factor.`}
        </p>
      )}
      <nav aria-label={t`Other pages`} className="links">
        <Link to="/auth/sign-in">{t`Sign in again`}</Link>
        <Link to="/">{t`Home`}</Link>
      </nav>
    </Page>
  );
}
