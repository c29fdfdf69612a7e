import { useState, type ReactNode } from "react";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { alertError } from "../../lib/alertError";
import { Done } from "./Done";

interface ApplyLinkProps {
  oobCode: string;
  offer: ReactNode;
  submitLabel: string;
  busyText: string;
  outcome: ReactNode;
  next: { to: string; label: string };
  /** A change of address ends the account's sessions: this tab signs out now, not at a refresh. */
  signsOut?: boolean;
}

/** A link the service applies as it is, on a press: then what was done, in place of the form. */
export function ApplyLink({
  oobCode,
  offer,
  outcome,
  next,
  signsOut = false,
  ...form
}: ApplyLinkProps) {
  const { identity } = useAuth();
  const user = useCurrentUser();
  const [applied, setApplied] = useState(false);

  async function apply() {
    await identity.applyActionCode(oobCode);
    setApplied(true);
    if (signsOut && user) identity.signOut().catch(alertError);
  }

  if (applied) return <Done next={next}>{outcome}</Done>;
  return (
    <>
      {offer}
      <LiveStatusForm {...form} onSubmit={apply} />
    </>
  );
}
