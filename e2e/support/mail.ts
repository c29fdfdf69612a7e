// The Auth emulator's mail, read as a test's inbox: every message it would have sent is at
// GET /emulator/v1/projects/<id>/oobCodes (docs/EMULATOR.md). The list is shared by every
// test and never cleared, so a test takes the newest message for its own address and type.
import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";
import { actionQuery } from "../../src/firebase/actionQuery.ts";
import { accountId, admin } from "../../src/testing/shared/authEmulatorAdmin.ts";

const EMULATOR = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}`;

export type RequestType =
  "PASSWORD_RESET" | "VERIFY_EMAIL" | "VERIFY_AND_CHANGE_EMAIL" | "RECOVER_EMAIL";

interface OobCode {
  email: string;
  newEmail?: string;
  requestType: RequestType;
  oobCode: string;
  oobLink: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${EMULATOR}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: OobCode[] };
  return codes;
}

/** The messages of `requestType` sent to `email` (lower case, as the emulator keeps it). */
export async function mailTo(email: string, requestType: RequestType): Promise<OobCode[]> {
  return (await oobCodes()).filter(
    (code) => code.email === email.toLowerCase() && code.requestType === requestType,
  );
}

/**
 * This app's own link for the newest message of `requestType` to `email`: the emulator's link
 * points at its own page (no custom action URL, firebase-tools #5360), so its query goes to
 * /auth/action instead, as a real project's customised template sends it.
 */
export async function actionLink(email: string, requestType: RequestType): Promise<string> {
  const newest = (await mailTo(email, requestType)).at(-1);
  if (!newest) throw new Error(`No ${requestType} message to ${email}`);
  return `/auth/action?${actionQuery(newest.oobLink)}`;
}

/**
 * Changes an account's address without a link, as an admin (or the SDK's deprecated updateEmail)
 * does: the one way the emulator mails a recoverEmail link, to the account's first address.
 */
export async function adminChangeEmail(email: string, newEmail: string): Promise<void> {
  await admin("accounts:update", { localId: await accountId(email), email: newEmail });
}
