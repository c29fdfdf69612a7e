import type { AccountChanges } from "./AccountChanges";
import type { EmulatorInbox } from "./EmulatorInbox";
import type { MailedLinks } from "./MailedLinks";
import type { SecondFactors } from "./SecondFactors";
import type { Session } from "./Session";

export type * from "./AccountChanges";
export type * from "./EmulatorInbox";
export type * from "./MailedLinks";
export type * from "./SecondFactors";
export type * from "./Session";

/**
 * Everything the app needs from a hosted identity service, in parts a reader can take one at a
 * time: the spec's session first (Session.ts), then the mailed links, the account's changes and the
 * second factors, each implemented by the Firebase module of the same name in src/firebase/. The
 * emulator's inbox is there on an emulator build only (null otherwise).
 */
export type IdentityService = Session &
  MailedLinks &
  AccountChanges &
  SecondFactors & { inbox: EmulatorInbox | null };

/**
 * The app's own code for a call made while the service's code cannot be loaded (offline, or
 * blocked), beside the service's "auth/…" codes.
 */
export const SERVICE_UNAVAILABLE = "app/service-unavailable";
