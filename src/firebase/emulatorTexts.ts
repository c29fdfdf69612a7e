import type { SentText } from "../auth/IdentityService";

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

/**
 * Every text the Auth emulator would have sent, from its own list (firebase-tools keeps them at
 * /emulator/v1/projects/<id>/verificationCodes, in the order they were sent). It drops a code once
 * used: the list holds the codes still waiting.
 */
export async function readSentTexts(emulatorUrl: string, projectId: string): Promise<SentText[]> {
  const response = await fetch(
    `${emulatorUrl}/emulator/v1/projects/${projectId}/verificationCodes`,
  );
  if (!response.ok) throw new Error(`The Auth emulator's texts: ${String(response.status)}`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: VerificationCode[];
  };
  return verificationCodes.map(({ phoneNumber, code }) => ({ phoneNumber, code }));
}
