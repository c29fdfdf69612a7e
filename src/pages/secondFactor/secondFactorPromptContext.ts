import { createContext } from "react";

/** What SecondFactorPrompt gives the sections inside it. */
export interface SecondFactorPromptValue {
  /**
   * Waits for `call`; when it rejects for want of a second factor, asks for one and resolves with
   * what the call completes with. Cancelled, it rejects with a plain failure; any other rejection
   * passes through unchanged.
   */
  completeWithSecondFactor: <T>(call: Promise<T>) => Promise<T>;
}

export const SecondFactorPromptContext = createContext<SecondFactorPromptValue | null>(null);
