import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";
import { PasswordResetOffer } from "./PasswordResetOffer";

/** The link mailed when a second factor is added: it removes that factor again. */
export function RevertSecondFactor({ code, info }: LinkScreenProps) {
  const { identity } = useAuth();
  const [removed, setRemoved] = useState(false);

  async function remove() {
    await identity.applyActionCode(code);
    setRemoved(true);
  }

  if (removed) {
    return (
      <Done>
        <p>The second factor just added to {info.email} has been removed.</p>
        {/* Adding a factor takes the current password: whoever added it knew it. */}
        <p>If you did not add it, someone else knows your password: reset it now.</p>
        <PasswordResetOffer email={info.email} />
        <nav aria-label="Next" className="links">
          <Link to="/">Home</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>
        A second factor was just added to {info.email}. If you did not add it, remove it: signing in
        will no longer ask for it.
      </p>
      <LiveStatusForm submitLabel="Remove second factor" busyText="Removing..." onSubmit={remove} />
    </>
  );
}
