import type { SecondFactorChallenge } from "../../auth/IdentityService";

/** One change waiting for the visitor to confirm it's them, and how to answer it. */
export interface Ask {
  /** What the change does, as the dialog says it: "To <purpose>, enter your current password." */
  purpose: string;
  /** Settles the change's wait: true once confirmed, false if cancelled. Only the first counts. */
  answer: (confirmed: boolean) => void;
}

/**
 * Where the "Confirm it's you" dialog is: closed; asking for the current password; or asking for a
 * second factor, the password having been right for an account that has one.
 */
export type Confirmation =
  | { step: "idle"; ask: null }
  | { step: "password"; ask: Ask }
  | { step: "second factor"; ask: Ask; challenge: SecondFactorChallenge };

/** The moves between the steps, each named for what happened. */
export type Move =
  | { move: "asked"; ask: Ask }
  | { move: "second factor needed"; ask: Ask; challenge: SecondFactorChallenge }
  | { move: "ended"; ask: Ask };

export const IDLE: Confirmation = { step: "idle", ask: null };

/**
 * The dialog's next step. A change asks with the password; a password that is right for an account
 * with a second factor moves on to that factor; confirming or cancelling ends the ask. A move of an
 * ask that has ended already (its password's check answered after Cancel) changes nothing.
 */
export function nextStep(now: Confirmation, move: Move): Confirmation {
  if (move.move === "asked") return { step: "password", ask: move.ask };
  if (now.ask !== move.ask) return now;
  switch (move.move) {
    case "second factor needed":
      return { step: "second factor", ask: move.ask, challenge: move.challenge };
    case "ended":
      return IDLE;
  }
}
