import { useLingui } from "@lingui/react/macro";
import { AccountSection } from "./AccountSection";
import { SignOutEverywhere } from "./SignOutEverywhere";

/** Sign Out forgets this browser's session only; this ends them all, at the service. */
export function SignOutEverywhereSection() {
  const { t } = useLingui();
  return (
    <AccountSection title={t`Sign out everywhere`}>
      <p>
        {t`Lost a device, or signed in on a computer that is not yours? Signing out everywhere ends every session of your account: every browser and device, this one included, will have to sign in again.`}
      </p>
      <SignOutEverywhere />
    </AccountSection>
  );
}
