// What counts as going wrong in a page, for every suite and every back end. Each back end reports
// what its browser showed, in these words; a test fails on every problem its excuses leave.

export type ProblemKind =
  | "console error"
  | "uncaught error"
  | "unhandled rejection"
  | "CSP violation"
  | "dialog"
  | "failed load"
  | "failed request";

/** A problem a page showed; `url` when it is about a request (a failed load or an error status). */
export interface Problem {
  kind: ProblemKind;
  text: string;
  url?: string;
}

/**
 * A console error, read as "text (location)". A failed load ("Failed to load resource") names
 * that request's URL as its location: it is then about that request.
 */
export function consoleError(text: string, location?: string): Problem {
  return {
    kind: "console error",
    text: location ? `${text} (${location})` : text,
    url: text.startsWith("Failed to load resource") ? location : undefined,
  };
}

/** What a test expects to go wrong, and so excuses. */
export interface Excuses {
  /**
   * Requests the test makes fail on purpose: those whose URL's path ends with one of these
   * (e.g. "/accounts:signInWithPassword" for a wrong password).
   */
  onPurpose?: readonly string[];
  /** Console errors the test expects, matched against "text (location)". */
  consoleErrors?: readonly RegExp[];
  /** CSP violations the test expects, matched against "directive blocked url". */
  cspViolations?: readonly RegExp[];
  /** The test reads the dialogs itself: none is a problem. */
  dialogs?: boolean;
}

function excused({ kind, text, url }: Problem, excuses: Excuses): boolean {
  if (
    url !== undefined &&
    excuses.onPurpose?.some((path) => new URL(url).pathname.endsWith(path))
  ) {
    return true;
  }
  if (kind === "console error") return excuses.consoleErrors?.some((ok) => ok.test(text)) ?? false;
  if (kind === "CSP violation") return excuses.cspViolations?.some((ok) => ok.test(text)) ?? false;
  return kind === "dialog" && excuses.dialogs === true;
}

/** The problems' words ("kind: text"), less those the test excuses. */
export function unexpected(problems: readonly Problem[], excuses: Excuses): string[] {
  return problems
    .filter((problem) => !excused(problem, excuses))
    .map(({ kind, text }) => `${kind}: ${text}`);
}
