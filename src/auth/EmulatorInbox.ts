export interface SentText {
  phoneNumber: string;
  code: string;
}

export interface SentMail {
  email: string;
  /** The new address of a change-of-address link, otherwise null. */
  newEmail: string | null;
  /** The link's query, as a real e-mail's link carries it: mode, oobCode, continueUrl, lang. */
  query: string;
}

/** What the Auth emulator would have sent, which it keeps instead of sending: its builds only. */
export interface EmulatorInbox {
  sentMail: () => Promise<SentMail[]>;
  /** The texts whose code is not yet used. */
  sentTexts: () => Promise<SentText[]>;
}
