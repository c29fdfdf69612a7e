import { t } from "@lingui/core/macro";
import { createContext, useContext } from "react";

/** The end of a change the visitor cancelled in the "Confirm it's you" dialog. */
export class NothingChanged extends Error {
  constructor() {
    super(t`Nothing was changed.`);
  }
}

/**
 * Asks the visitor to confirm it's them before a change, described by `purpose` ("change your
 * password", in the language shown); resolves once they have, rejects with NothingChanged if they
 * cancel.
 */
export type ConfirmIdentity = (purpose: string) => Promise<void>;

export const ConfirmIdentityContext = createContext<ConfirmIdentity | null>(null);

/** The confirmation of the ConfirmIdentity around the caller (the account page's). */
export function useConfirmIdentity(): ConfirmIdentity {
  const confirm = useContext(ConfirmIdentityContext);
  if (!confirm) throw new Error("useConfirmIdentity needs a ConfirmIdentity around it.");
  return confirm;
}
