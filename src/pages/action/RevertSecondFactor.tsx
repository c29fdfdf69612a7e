import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { InboxHint } from "../../components/InboxHint";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** The link mailed when a second factor is added: it removes that factor again. */
export function RevertSecondFactor({ code, info }: LinkScreenProps) {
  const { identity } = useAuth();
  const [removed, setRemoved] = useState(false);
  const [resetSent, setResetSent] = useState(false);

  async function remove() {
    await identity.applyActionCode(code);
    setRemoved(true);
  }

  async function sendReset() {
    await identity.sendPasswordReset(info.email, `${window.location.origin}/auth/sign-in`);
    setResetSent(true);
  }

  if (removed) {
    return (
      <Done>
        <p>The second factor just added to {info.email} has been removed.</p>
        {/* Adding a factor takes the current password: whoever added it knew it. */}
        <p>If you did not add it, someone else knows your password: reset it now.</p>
        <LiveStatusForm
          submitLabel="Send password reset e-mail"
          busyText="Sending..."
          doneText={`A link to reset your password is on its way to ${info.email}.`}
          onSubmit={sendReset}
        />
        {resetSent && <InboxHint />}
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
