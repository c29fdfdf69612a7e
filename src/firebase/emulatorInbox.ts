import type { EmulatorInbox, SentMail, SentText } from "../auth/EmulatorInbox";
import { appConfig, authEmulatorUrl } from "../config/appConfig";
import { actionQuery } from "./actionQuery";

interface OobCode {
  email: string;
  newEmail?: string;
  oobLink: string;
}

/** The Auth emulator's inbox, read from its own lists; null on a real project's build. */
export function emulatorInbox(): EmulatorInbox | null {
  if (authEmulatorUrl === null) return null;
  const lists = `${authEmulatorUrl}/emulator/v1/projects/${appConfig.firebaseOptions.projectId}`;

  // An emulator gone, or another server on its port: the inbox says so instead of listing nothing.
  async function read<List>(list: string, name: string): Promise<List> {
    const response = await fetch(`${lists}${list}`);
    if (!response.ok) throw new Error(`The Auth emulator's ${name}: ${String(response.status)}`);
    return (await response.json()) as List;
  }

  return {
    sentMail: async (): Promise<SentMail[]> => {
      const { oobCodes } = await read<{ oobCodes: OobCode[] }>("/oobCodes", "mail");
      return oobCodes.map(({ email, newEmail, oobLink }) => ({
        email,
        newEmail: newEmail ?? null,
        query: actionQuery(oobLink),
      }));
    },
    // In the order they were sent. The emulator drops a code once used: these are still waiting.
    sentTexts: async (): Promise<SentText[]> => {
      const { verificationCodes } = await read<{ verificationCodes: SentText[] }>(
        "/verificationCodes",
        "texts",
      );
      return verificationCodes.map(({ phoneNumber, code }) => ({ phoneNumber, code }));
    },
  };
}
