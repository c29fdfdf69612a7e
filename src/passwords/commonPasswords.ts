/** Firebase's own minimum length, which no password policy can lower: the lists start there. */
export const FIREBASE_MINIMUM = 6;

/** zxcvbn-ts's most common passwords: a chunk per minimum length, of those that long or longer. */
const LISTS = import.meta.glob<string>("./commonPasswords/*.txt", {
  query: "?raw",
  import: "default",
});

/**
 * A list as stored: sorted, each entry a capital letter (A none, B one…) for the characters it
 * shares with the previous entry's start, then the rest of it.
 */
export function decode(list: string): string[] {
  const entries: string[] = [];
  let previous = "";
  for (const [, shared = "A", rest = ""] of list.matchAll(/([A-Z])([^A-Z\s]*)/g)) {
    previous = previous.slice(0, shared.charCodeAt(0) - 65) + rest;
    entries.push(previous);
  }
  return entries;
}

/** The common passwords of `minLength` characters or more, in lower case: none past the longest. */
export async function loadCommonPasswords(minLength: number): Promise<Set<string>> {
  const load = LISTS[`./commonPasswords/${Math.max(minLength, FIREBASE_MINIMUM)}.txt`];
  return new Set(load ? decode(await load()) : []);
}
