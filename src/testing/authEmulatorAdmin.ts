import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../config/readAppConfig";

// What an admin of the project does in the Firebase console, done on the Auth emulator through
// its admin REST API as the project owner (the emulator's own credential). For tests only.

const ADMIN_API = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}`;

async function admin(method: string, body: object): Promise<unknown> {
  const response = await fetch(`${ADMIN_API}/${method}`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The uid (localId) of the account with this e-mail address. */
export async function accountId(email: string): Promise<string> {
  const { users } = (await admin("accounts:lookup", { email: [email] })) as {
    users?: { localId: string }[];
  };
  const localId = users?.[0]?.localId;
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
