import { breachCheck } from "./breachCheck";
import type { commonOrContext } from "./commonOrContext";

/** What screenPassword found: why the password is refused, or whether the breach check was made. */
export type Verdict =
  { refused: "common" | "context" | "breached" } | { refused: false; breachChecked: boolean };

/**
 * Loads the common and context check (commonOrContext.ts), a chunk of its own: started as the
 * field of a new password shows, awaited when it is sent.
 */
export function loadCommonOrContext() {
  return import("./commonOrContext");
}

/**
 * Screens a new password before anything is sent to the identity service: a common password, one
 * made of the context words in `words` (the account's address, the app's and the project's names),
 * or one found in breached data is refused. The breach check runs last, so that a password refused
 * already is never hashed for the network; when its API cannot be reached, the password passes
 * unchecked and the verdict says so.
 */
export async function screenPassword(
  password: string,
  words: readonly string[],
  check: typeof commonOrContext,
): Promise<Verdict> {
  const guessable = check(password, words);
  if (guessable) return { refused: guessable };
  const breach = await breachCheck(password);
  if (breach === "breached") return { refused: "breached" };
  return { refused: false, breachChecked: breach === "not found" };
}
