import { breachCheck } from "./breachCheck";
import { loadCommonPasswords } from "./commonPasswords";

/** What screenPassword found: why the password is refused, or whether the breach check was made. */
export type Verdict =
  { refused: "common" | "context" | "breached" } | { refused: false; breachChecked: boolean };

export type CommonOrContext = (
  password: string,
  words: readonly string[],
) => "common" | "context" | null;

/** zxcvbn and the common passwords a policy of `minLength` lets through, chunks of their own. */
export async function loadCommonOrContext(minLength: number): Promise<CommonOrContext> {
  const [{ commonOrContext }, common] = await Promise.all([
    import("./commonOrContext"),
    loadCommonPasswords(minLength),
  ]);
  return (password, words) => commonOrContext(password, words, common);
}

/**
 * Screens a new password before it is sent: a common one, one made of the context `words` (the
 * address, the app's and project's names), or one in breached data is refused. The breach check
 * runs last, so a refused password is never hashed for the network; unreachable, it is skipped.
 */
export async function screenPassword(
  password: string,
  words: readonly string[],
  check: CommonOrContext,
): Promise<Verdict> {
  const guessable = check(password, words);
  if (guessable) return { refused: guessable };
  const breach = await breachCheck(password);
  if (breach === "breached") return { refused: "breached" };
  return { refused: false, breachChecked: breach === "not found" };
}
