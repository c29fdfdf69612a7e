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

/**
 * The SDK's read of the project's password policy, which the Auth emulator answers 501 (it has
 * none; docs/EMULATOR.md): every page with a new password's field asks once, and the app then
 * lists the one rule every project enforces. A real project answers it.
 */
export const EMULATOR_HAS_NO_PASSWORD_POLICY = "/v2/passwordPolicy";

/**
 * The SDK's read of the project's reCAPTCHA config before it texts a code, which the Auth emulator
 * answers 501 (it has not implemented it): the SDK then goes on with its mock reCAPTCHA, which the
 * emulator takes. Its console line saying so ("Failed to initialize reCAPTCHA Enterprise
 * config...") is a console.log, which no back end counts as a problem. Only the 501 is excused:
 * any other failed answer to that read (a real project's refusal, say) is still a problem.
 */
export const EMULATOR_HAS_NO_RECAPTCHA_CONFIG = "/v2/recaptchaConfig";

/** A 501 answer, in each back end's words: Chromium's console line, or a failed request's. */
const NOT_IMPLEMENTED = /^(?:Failed to load resource: the server responded with a status of )?501 /;

function excused({ kind, text, url }: Problem, excuses: Excuses): boolean {
  const path = url === undefined ? undefined : new URL(url).pathname;
  if (path?.endsWith(EMULATOR_HAS_NO_PASSWORD_POLICY)) return true;
  if (path?.endsWith(EMULATOR_HAS_NO_RECAPTCHA_CONFIG) && NOT_IMPLEMENTED.test(text)) return true;
  if (path !== undefined && excuses.onPurpose?.some((ending) => path.endsWith(ending))) {
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
