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
 * Everything the app needs from a hosted identity service, in parts to read one at a time, the
 * spec's Session first. The inbox: emulator builds only.
 */
export type IdentityService = Session &
  MailedLinks &
  AccountChanges &
  SecondFactors & { inbox: EmulatorInbox | null };

/** The app's own code for a call made while the service's code cannot be loaded. */
export const SERVICE_UNAVAILABLE = "app/service-unavailable";
