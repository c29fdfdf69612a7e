// What the sessions record as going wrong in a page, and the requests a test makes fail on purpose.

/** A problem a page showed; `url` when it is about a request (a failed load or an error status). */
export interface Problem {
  text: string;
  url?: string;
}

/**
 * The problems' words, less those about a request the test made fail on purpose: one whose URL's
 * path ends with one of `onPurpose` (e.g. "/accounts:signInWithPassword" for a wrong password).
 */
export function unexpected(problems: Problem[], onPurpose: readonly string[]): string[] {
  const excused = ({ url }: Problem) =>
    url !== undefined && onPurpose.some((path) => new URL(url).pathname.endsWith(path));
  return problems.filter((problem) => !excused(problem)).map(({ text }) => text);
}
