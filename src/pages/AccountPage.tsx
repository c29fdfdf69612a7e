import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../auth/useAuth";
import { Page } from "../components/Page";
import { messageFor } from "../auth/serviceMessages";
import { functionsConfig } from "../config/appConfig";
import { ConfirmIdentity } from "./account/ConfirmIdentity";
import { DeleteAccountSection } from "./account/DeleteAccountSection";
import { EmailSection } from "./account/EmailSection";
import { PasswordSection } from "./account/PasswordSection";
import { SignOutEverywhereSection } from "./account/SignOutEverywhereSection";
import { TwoStepSection } from "./account/TwoStepSection";
import { useGoHomeOnSignOut } from "./account/useGoHomeOnSignOut";

/** The account at a glance, each change opened in place; Sign Out too, as ASVS 7.4.4 wants. */
export function AccountPage() {
  const { t } = useLingui();
  const { identity } = useAuth();
  const user = useCurrentUser();
  const goHomeAfter = useGoHomeOnSignOut();
  const [signOutFailure, setSignOutFailure] = useState<MessageDescriptor | null>(null);
  // The route's guard shows this page to signed-in users only.
  if (!user) return null;
  const email = user.email ?? "";
  return (
    <Page title={t`Your account`}>
      <ConfirmIdentity email={email}>
        <EmailSection email={email} verified={user.emailVerified} />
        <PasswordSection email={email} />
        <TwoStepSection emailVerified={user.emailVerified} />
        {/* A build without the functions has no server to end the other sessions. */}
        {functionsConfig !== null && <SignOutEverywhereSection />}
        <DeleteAccountSection email={email} />
      </ConfirmIdentity>
      <nav
        aria-label={t({
          comment: "The name of a group of links to other pages.",
          message: "Other pages",
        })}
        className="links"
      >
        <button
          type="button"
          onClick={() => {
            // Said in plain words, as on every new screen (the spec's home page alerts instead).
            setSignOutFailure(null);
            goHomeAfter(() => identity.signOut()).catch((error: unknown) => {
              setSignOutFailure(messageFor(error));
            });
          }}
        >
          {t`Sign Out`}
        </button>
        <Link to="/">{t({ comment: "A link to the home page.", message: "Home" })}</Link>
      </nav>
      <p className="status failed" role="status">
        {signOutFailure && t(signOutFailure)}
      </p>
    </Page>
  );
}
