import { breachCheck } from "./breachCheck";
import type { commonOrContext } from "./commonOrContext";

/** What screenPassword found: why the password is refused, or whether the breach check was made. */
export type Verdict =
  { refused: "common" | "context" | "breached" } | { refused: false; breachChecked: boolean };

/** Started as a new password's field shows, awaited when it is sent. */
export function loadCommonOrContext() {
  return import("./commonOrContext");
}

/**
 * Screens a new password before it is sent: a common one, one made of the context `words` (the
 * address, the app's and project's names), or one in breached data is refused. The breach check
 * runs last, so a refused password is never hashed for the network; unreachable, it is skipped.
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
