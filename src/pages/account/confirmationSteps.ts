import type { SecondFactorChallenge } from "../../auth/IdentityService";
import type { ChangePurpose } from "./changePurposes";

/** One change waiting for the visitor to confirm it's them, and how to answer it. */
export interface Ask {
  purpose: ChangePurpose;
  /** Settles the change's wait: true once confirmed, false if cancelled. Only the first counts. */
  answer: (confirmed: boolean) => void;
}

/** Where "Confirm it's you" is: closed, asking for the password, or for the second factor. */
export type Confirmation =
  | { step: "idle"; ask: null }
  | { step: "password"; ask: Ask }
  | { step: "second factor"; ask: Ask; challenge: SecondFactorChallenge };

/** What happened to the ask, which moves the dialog on. */
export type ConfirmationEvent =
  | { type: "asked"; ask: Ask }
  | { type: "second factor needed"; ask: Ask; challenge: SecondFactorChallenge }
  | { type: "ended"; ask: Ask };

export const IDLE: Confirmation = { step: "idle", ask: null };

/** The dialog's next step; an event of an ask ended already (after Cancel) changes nothing. */
export function nextStep(now: Confirmation, event: ConfirmationEvent): Confirmation {
  if (event.type === "asked") return { step: "password", ask: event.ask };
  if (now.ask !== event.ask) return now;
  switch (event.type) {
    case "second factor needed":
      return { step: "second factor", ask: event.ask, challenge: event.challenge };
    case "ended":
      return IDLE;
  }
}
