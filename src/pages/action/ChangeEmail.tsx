import { useState } from "react";
import { Link } from "react-router";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { alertError } from "../../lib/alertError";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** A change-of-address link, mailed to the new address: the change happens on its press. */
export function ChangeEmail({ code, info }: LinkScreenProps) {
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [changed, setChanged] = useState(false);

  async function confirm() {
    await identity.applyActionCode(code);
    setChanged(true);
    // The service ends the account's sessions on a change of address (the SDK would sign this
    // tab out at its next token refresh): sign out now, so the page says what is true.
    if (user) identity.signOut().catch(alertError);
  }

  if (changed) {
    return (
      <Done>
        <p>Your account&apos;s address is now {info.email}.</p>
        <p>
          This browser is signed out, and the service signs out your other devices too. Sign in with
          the new address.
        </p>
        <nav aria-label="Next" className="links">
          <Link to="/auth/sign-in">Sign in</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>
        Change your account&apos;s address
        {info.currentEmail && ` from ${info.currentEmail}`} to {info.email}.
      </p>
      <LiveStatusForm
        submitLabel="Confirm new address"
        busyText="Confirming..."
        onSubmit={confirm}
      />
    </>
  );
}
