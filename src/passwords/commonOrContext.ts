import { ZxcvbnFactory, type MatchExtended } from "@zxcvbn-ts/core";
import { contextWords } from "./contextWords";

// No dictionary: each check's user inputs, the context words, are the only words it knows.
const zxcvbn = new ZxcvbnFactory();

/** A piece that is no word at all: at most six digits or symbols, such as "2024!" or "_". */
const SHORT_RUN = /^\P{L}{1,6}$/u;

/**
 * How many context words `token` is made of, or null if not of them only. zxcvbn cuts it into the
 * parts cheapest to guess: a word (any case, reversed, or "4l1c3"), or pieces, each a short run or,
 * judged again, made of the words (a piece that is the whole token is not).
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
 * "alice!alice!"), any other into its runs of letters and of others (" Email " into three).
 */
function pieces(part: MatchExtended): string[] {
  const unit: unknown = part.baseToken; // a repeat's, the only part that has one
  if (typeof unit === "string") return [unit];
  return Array.from(part.token.matchAll(/\p{L}+|\P{L}+/gu), ([piece]) => piece);
}

/**
 * Why `password` would be among an attacker's first guesses, or null: one of the `common`
 * passwords (case aside), or made of the context words and at least one of them ("alice2024!" for
 * alice@…). The list is read whole: zxcvbn's matching names an eighth of it as some other pattern
 * ("lovelove" a repeat, "32167" a date).
 */
export function commonOrContext(
  password: string,
  words: readonly string[],
  common: ReadonlySet<string>,
): "common" | "context" | null {
  if (common.has(password.toLowerCase())) return "common";
  return (wordsIn(password, contextWords(words)) ?? 0) > 0 ? "context" : null;
}
