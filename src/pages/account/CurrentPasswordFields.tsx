import { Field } from "../../components/Field";

/**
 * The fields every change to the account starts with: the current password, and the account's
 * address in a hidden username field, which tells a password manager whose password it is.
 */
export function CurrentPasswordFields({ email }: { email: string }) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}
