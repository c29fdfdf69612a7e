import type { SentMail } from "../auth/IdentityService";

interface OobCode {
  email: string;
  newEmail?: string;
  oobLink: string;
}

/**
 * Every message the Auth emulator would have mailed, from its own list (firebase-tools keeps them
 * at /emulator/v1/projects/<id>/oobCodes). Each link points at the emulator's page, which has no
 * custom action URL (firebase-tools #5360): this app's own page gets the same query instead.
 */
export async function readSentMail(emulatorUrl: string, projectId: string): Promise<SentMail[]> {
  const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`The Auth emulator's mail: ${String(response.status)}`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.map(({ email, newEmail, oobLink }) => ({
    email,
    newEmail: newEmail ?? null,
    query: actionQuery(oobLink),
  }));
}

/**
 * The query of this app's own /auth/action link for a link of the emulator's: the parameters a
 * real link carries, and not the emulator's fake apiKey.
 */
export function actionQuery(oobLink: string): string {
  const link = new URL(oobLink).searchParams;
  const query = new URLSearchParams();
  for (const name of ["mode", "oobCode", "continueUrl", "lang"]) {
    const value = link.get(name);
    if (value !== null) query.set(name, value);
  }
  return query.toString();
}
