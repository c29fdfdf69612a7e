import type { ReactNode } from "react";
import { useState } from "react";
import { useAuth, useCurrentUser } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { alertError } from "../../lib/alertError";
import { Done } from "./Done";

interface ApplyLinkProps {
  oobCode: string;
  /** What a press will do, said above the button. */
  offer: ReactNode;
  submitLabel: string;
  busyText: string;
  /** What the page says once the link is applied, in place of the form. */
  outcome: ReactNode;
  next: { to: string; label: string };
  /**
   * For a change of address: the service ends the account's sessions (the SDK would sign this tab
   * out at its next token refresh), so this tab signs out at once and the page says what is true.
   */
  signsOut?: boolean;
}

/** A link that the service applies as it is (verify, change or restore an address, undo a factor), on a press. */
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
