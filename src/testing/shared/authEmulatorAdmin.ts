import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../../config/readAppConfig";

// What an admin of the project does in the Firebase console, done on the Auth emulator through
// its admin REST API as the project owner (the emulator's own credential). For tests only.

const ADMIN_API = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}`;

/** One call to the admin API, e.g. `admin("accounts:update", { localId, ... })`. */
export async function admin(method: string, body: object): Promise<unknown> {
  const response = await fetch(`${ADMIN_API}/${method}`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return response.json();
}

interface Account {
  localId: string;
  email: string;
  emailVerified?: boolean;
}

/** The account with this address, as the service holds it, or undefined. */
export async function account(email: string): Promise<Account | undefined> {
  const { users } = (await admin("accounts:lookup", { email: [email] })) as { users?: Account[] };
  return users?.[0];
}

/** The uid (localId) of the account with this e-mail address. */
export async function accountId(email: string): Promise<string> {
  const localId = (await account(email))?.localId;
  if (!localId) throw new Error(`No account for ${email}`);
  return localId;
}

/** Marks the address of the account with this uid verified, as a link followed elsewhere does. */
export async function verifyEmail(localId: string): Promise<void> {
  await admin("accounts:update", { localId, emailVerified: true });
}

/** The two ways an admin ends an account's sessions, by its uid. */
export const END_ACCOUNT = {
  deleted: (localId: string) => admin("accounts:delete", { localId }),
  disabled: (localId: string) => admin("accounts:update", { localId, disableUser: true }),
};
