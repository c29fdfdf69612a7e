/** Where reCAPTCHA's scripts come from; scripts/hostingConfig.mjs allows the same in the CSP. */
export const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
] as const;

/** `url` parsed, so what is checked is what loads, when it is reCAPTCHA's script; else null. */
export function recaptchaScriptUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const allowed = RECAPTCHA_SCRIPTS.some((source) => {
    const { origin, pathname } = new URL(source);
    return parsed.origin === origin && parsed.pathname.startsWith(pathname);
  });
  return allowed ? parsed.href : null;
}

/** The part of Trusted Types used here, which TypeScript's DOM types lack. */
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown;
}

/**
 * The reCAPTCHA build's CSP requires Trusted Types, and the Auth SDK gives reCAPTCHA's script URLs
 * as plain strings (firebase-js-sdk #7048): a default policy lets those through, and nothing else.
 */
export function allowRecaptchaScripts(): void {
  const { trustedTypes } = globalThis as { trustedTypes?: TrustedTypes };
  trustedTypes?.createPolicy("default", { createScriptURL: recaptchaScriptUrl });
}
