import { Link } from "react-router";
import { useCurrentUser } from "../auth/useAuth";
import { Page } from "../components/Page";
import { ChangeEmailSection } from "./account/ChangeEmailSection";
import { ChangePasswordSection } from "./account/ChangePasswordSection";
import { DeleteAccountSection } from "./account/DeleteAccountSection";
import { EmailSection } from "./account/EmailSection";
import { SecondFactorsSection } from "./account/SecondFactorsSection";
import { SecondFactorPrompt } from "./secondFactor/SecondFactorPrompt";

/** The signed-in user's account: its address, and a form for each change to it. */
export function AccountPage() {
  const user = useCurrentUser();
  // The route's guard shows this page to signed-in users only.
  if (!user) return null;
  const email = user.email ?? "";
  return (
    <Page title="Your account">
      <SecondFactorPrompt>
        <EmailSection email={email} verified={user.emailVerified} />
        <ChangePasswordSection email={email} />
        <ChangeEmailSection email={email} />
        <SecondFactorsSection email={email} emailVerified={user.emailVerified} />
        <DeleteAccountSection email={email} />
      </SecondFactorPrompt>
      <nav aria-label="Other pages" className="links">
        <Link to="/">Home</Link>
      </nav>
    </Page>
  );
}
