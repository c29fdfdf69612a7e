import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import type { LinkScreenProps } from "./LinkCheckScreen";
import { Done } from "./Done";

/** A verification link: the address's owner confirms it with a press. */
export function VerifyEmail({ code, info, continueTo }: LinkScreenProps) {
  const { identity } = useAuth();
  const [verified, setVerified] = useState(false);

  async function verify() {
    await identity.applyActionCode(code);
    setVerified(true);
  }

  if (verified) {
    return (
      <Done>
        <p>{info.email} is verified.</p>
        <nav aria-label="Next" className="links">
          <Link to={continueTo ?? "/"}>Continue</Link>
        </nav>
      </Done>
    );
  }

  return (
    <>
      <p>Verify {info.email} as your account&apos;s address.</p>
      <LiveStatusForm
        submitLabel="Verify e-mail address"
        busyText="Verifying..."
        onSubmit={verify}
      />
    </>
  );
}
