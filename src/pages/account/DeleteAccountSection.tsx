import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { useAuth } from "../../auth/useAuth";
import { LiveStatusForm } from "../../components/LiveStatusForm";
import { formText } from "../../lib/formText";
import { useSecondFactorPrompt } from "../secondFactor/useSecondFactorPrompt";
import { AccountSection } from "./AccountSection";
import { CurrentPasswordFields } from "./CurrentPasswordFields";

export function DeleteAccountSection({ email }: { email: string }) {
  const { identity } = useAuth();
  const { completeWithSecondFactor } = useSecondFactorPrompt();
  const navigate = useNavigate();

  async function deleteAccount(fields: FormData) {
    // The route's guard shows the 404 page as soon as the user is gone. Navigating inside
    // flushSync from the service's report of that (not once the call returns, a commit later)
    // puts home and the signed-out state in one commit, provided the router's navigations are not
    // transitions (useTransitions={false}). The service never reports null twice in a row, and the
    // watch ends with the call, so this navigates once at most.
    const stopWatching = identity.onUserChanged((user) => {
      if (user !== null) return;
      flushSync(() => void navigate("/", { replace: true }));
    });
    try {
      await completeWithSecondFactor(identity.deleteAccount(formText(fields, "currentPassword")));
    } finally {
      stopWatching();
    }
  }

  return (
    <AccountSection title="Delete account">
      <p className="warning">Deleting your account cannot be undone.</p>
      <LiveStatusForm
        submitLabel="Delete account"
        busyText="Deleting account..."
        onSubmit={deleteAccount}
      >
        <CurrentPasswordFields email={email} />
      </LiveStatusForm>
    </AccountSection>
  );
}
