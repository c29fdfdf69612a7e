import { useState } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { alertError } from "../../lib/alertError";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** A recovery link, mailed to the old address after a change: it puts that address back. */
export function RecoverEmail({ code, info }: LinkScreenProps) {
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [restored, setRestored] = useState(false);

  async function restore() {
    await identity.applyActionCode(code);
    setRestored(true);
    // As after a change of address: this tab's session is not to be trusted any more.
    if (user) identity.signOut().catch(alertError);
  }

  if (restored) {
    return (
      <Done>
        <p>{info.email} is your account&apos;s address again. This browser is signed out.</p>
        {/* Whoever changed the address may have done it with the password. */}
        <p>If you did not make that change, someone else may know your password: reset it.</p>
        <PasswordResetOffer email={info.email} />
        <nav aria-label="Next" className="links">
          <Link to="/auth/sign-in">Sign in</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>
        Your account&apos;s address was changed
        {info.currentEmail && ` to ${info.currentEmail}`}. Restore it to {info.email}?
      </p>
      <LiveStatusForm submitLabel="Restore address" busyText="Restoring..." onSubmit={restore} />
    </>
  );
}
