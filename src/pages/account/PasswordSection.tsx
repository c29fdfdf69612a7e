import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { formText } from "../../lib/formText";
import { NewPasswordField, sayUnmetRules } from "../NewPasswordField";
import { BREACH_CHECK_SKIPPED, screenNewPassword } from "../newPasswordScreening";
import { AccountSection } from "./AccountSection";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";

/** The password: a button that opens the form to change it. */
export function PasswordSection({ email }: { email: string }) {
  const { identity } = useAuth();
  const [notice, setNotice] = useState("");
  const [breachCheckSkipped, setBreachCheckSkipped] = useState(false);
  return (
    <AccountSection title="Password">
      <p>Choose one you use nowhere else.</p>
      <InPlaceAction
        opener="Change password"
        onOpen={() => {
          setNotice("");
          setBreachCheckSkipped(false);
        }}
      >
        {(close) => (
          <ActionForm
            label="Change password"
            submitLabel="Change password"
            busyText="Changing password..."
            onCancel={() => {
              close();
            }}
            onSubmit={async (fields, confirm) => {
              const password = formText(fields, "newPassword");
              // Before the confirmation (and a texted code), which a refused password would waste.
              const breachChecked = await screenNewPassword(password, email);
              await confirm("change your password");
              await identity.changePassword(password).catch(sayUnmetRules(identity, password));
              close();
              setNotice("Your password has been changed.");
              setBreachCheckSkipped(!breachChecked);
            }}
          >
            {/* Whose password it is, for the password manager that offers to save the new one. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
            <NewPasswordField />
          </ActionForm>
        )}
      </InPlaceAction>
      <p className="notice" role="status">
        {notice}
      </p>
      {/* A status of its own, so that the change's stays as it reads. */}
      {breachCheckSkipped && (
        <p className="notice" role="status">
          {BREACH_CHECK_SKIPPED}
        </p>
      )}
    </AccountSection>
  );
}
