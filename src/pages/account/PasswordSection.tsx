import { useState } from "react";
import { useAuth } from "../../auth/useAuth";
import { formText } from "../../lib/formText";
import { PlainFailure } from "../../lib/serviceMessages";
import { NewPasswordField, sayUnmetRules } from "../NewPasswordField";
import { AccountSection } from "./AccountSection";
import { ActionForm } from "./ActionForm";
import { InPlaceAction } from "./InPlaceAction";

/** The password: a button that opens the form to change it. */
export function PasswordSection({ email }: { email: string }) {
  const { identity } = useAuth();
  const [notice, setNotice] = useState("");
  return (
    <AccountSection title="Password">
      <p>Choose one you use nowhere else.</p>
      <InPlaceAction
        opener="Change password"
        onOpen={() => {
          setNotice("");
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
              // The service would refuse it only after the confirmation (and a texted code).
              if (!password) throw new PlainFailure("Enter a new password.");
              await confirm("change your password");
              await identity.changePassword(password).catch(sayUnmetRules(identity, password));
              close();
              setNotice("Your password has been changed.");
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
    </AccountSection>
  );
}
