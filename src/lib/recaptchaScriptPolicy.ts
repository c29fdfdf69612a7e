// The Trusted Types default policy of the reCAPTCHA build. The deployed CSP requires Trusted
// Types for scripts, so a script's URL given as a plain string is refused, unless a default
// policy lets it through. The Firebase Auth SDK loads reCAPTCHA that way (firebase-js-sdk #7048;
// its fix, #9402, is open), and so does Google's loader, for reCAPTCHA's own code. This policy
// lets those scripts through, and nothing else: no HTML, no script text.

/**
 * Where reCAPTCHA's scripts come from: the loader the SDK names (enterprise.js, api.js) and the
 * code that loader adds. The reCAPTCHA build's CSP allows the same in script-src
 * (scripts/hostingConfig.mjs reads this list).
 */
export const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
] as const;

/**
 * `url` as the browser will load it, when it is one of reCAPTCHA's scripts: on one of their
 * origins, under their path. Anything else is null, which the browser takes as a refusal. The
 * URL is parsed, and its parsed form returned, so what is checked is what loads.
 */
export function recaptchaScriptUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const allowed = RECAPTCHA_SCRIPTS.some((source) => {
    const { origin, pathname } = new URL(source);
    return parsed.origin === origin && parsed.pathname.startsWith(pathname);
  });
  return allowed ? parsed.href : null;
}

/** What this file asks of the browser's Trusted Types (TypeScript's DOM types do not have it). */
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown;
}

/**
 * Makes the default policy, before anything loads the SDK. A browser without Trusted Types has
 * no policy to make: there, the CSP's script-src alone decides.
 */
export function allowRecaptchaScripts(): void {
  const { trustedTypes } = globalThis as { trustedTypes?: TrustedTypes };
  trustedTypes?.createPolicy("default", { createScriptURL: recaptchaScriptUrl });
}
