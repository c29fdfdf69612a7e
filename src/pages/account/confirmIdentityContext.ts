import { createContext, useContext } from "react";
import type { ChangePurpose } from "./changePurposes";

/** How a change ends when the visitor cancels "Confirm it's you": a choice, not a failure. */
export class NothingChanged extends Error {
  constructor() {
    super("The visitor cancelled Confirm it's you.");
  }
}

/** Opens "Confirm it's you" for a change's purpose; rejects with NothingChanged if cancelled. */
export type AskToConfirm = (purpose: ChangePurpose) => Promise<void>;

export const ConfirmIdentityContext = createContext<AskToConfirm | null>(null);

export function useConfirmIdentity(): AskToConfirm {
  const confirm = useContext(ConfirmIdentityContext);
  if (!confirm) throw new Error("useConfirmIdentity needs a ConfirmIdentity around it.");
  return confirm;
}
