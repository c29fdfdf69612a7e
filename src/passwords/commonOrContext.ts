import { ZxcvbnFactory, type MatchExtended } from "@zxcvbn-ts/core";
import { dictionary } from "@zxcvbn-ts/language-common";
import { contextWords } from "./contextWords";

// This module is a chunk of its own, loaded as a new password is being chosen (screenPassword.ts):
// zxcvbn and its list weigh more than the app's whole first load.

/**
 * zxcvbn-ts's list of common passwords: 49,233 of them, most common first, all in lower case. Read
 * whole, not through zxcvbn's matching: that names an eighth of the list's own entries as some
 * other pattern ("lovelove" a repeat, "32167" a date).
 */
const COMMON = new Set(dictionary["passwords-common"]);

// No dictionary of its own: each check gives the context words as zxcvbn's user inputs, the only
// words it then knows.
const zxcvbn = new ZxcvbnFactory();

/** A piece that is no word at all: at most six digits or symbols, such as "2024!" or "_". */
const SHORT_RUN = /^\P{L}{1,6}$/u;

/**
 * How many of the context words `token` is made of, or null if it is not made of them only. zxcvbn
 * cuts it into the parts an attacker would guess cheapest. A part is one of the words (in any case,
 * reversed, or with digits for letters as in "4l1c3"), or it is cut into pieces, each a short run
 * or, judged again on its own, made of the words; a piece that is the whole token is not.
 */
function wordsIn(token: string, words: string[]): number | null {
  let count = 0;
  for (const part of zxcvbn.check(token, words).sequence) {
    if (part.pattern === "dictionary") {
      count += 1;
      continue;
    }
    for (const piece of pieces(part)) {
      if (SHORT_RUN.test(piece)) continue;
      const found = piece.length < token.length ? wordsIn(piece, words) : null;
      if (found === null) return null;
      count += found;
    }
  }
  return count;
}

/**
 * A part that is no word, cut to be judged again: a repeat into its unit ("alice!" of
 * "alice!alice!"), any other into its runs of letters and of other characters (" Email " into
 * " ", "Email" and " "), which zxcvbn leaves as one part when that is cheaper to guess than its
 * words one by one.
 */
function pieces(part: MatchExtended): string[] {
  const unit: unknown = part.baseToken; // a repeat's, the only part that has one
  if (typeof unit === "string") return [unit];
  return Array.from(part.token.matchAll(/\p{L}+|\P{L}+/gu), ([piece]) => piece);
}

/**
 * Why `password` would be among an attacker's first guesses, or null: it is one of the common
 * passwords (case aside), or it is made of the context words from `words` (contextWords.ts) and at
 * least one of them, such as "alice2024!" for alice@example.com.
 */
export function commonOrContext(
  password: string,
  words: readonly string[],
): "common" | "context" | null {
  if (COMMON.has(password.toLowerCase())) return "common";
  return (wordsIn(password, contextWords(words)) ?? 0) > 0 ? "context" : null;
}
