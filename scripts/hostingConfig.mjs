// The Firebase Hosting config as deployed: firebase.json, or, with the reCAPTCHA Enterprise switch
// on, firebase.json with exactly the sources that reCAPTCHA needs added to its CSP. Used by
// `npm run deploy`, `firebase deploy`'s predeploy check and the production-fidelity tests.
import { readFileSync } from "node:fs";
import { loadEnv } from "vite";

/** The switch, read from the environment or .env.local: `RECAPTCHA_ENTERPRISE=on`. */
export const RECAPTCHA_SWITCH = "RECAPTCHA_ENTERPRISE";

/**
 * What the Firebase Auth SDK loads when a project enforces reCAPTCHA Enterprise: enterprise.js
 * from www.google.com, its code from www.gstatic.com, and its invisible frame. Google's list:
 * https://cloud.google.com/recaptcha/docs/faq (Content-Security-Policy).
 */
export const RECAPTCHA_SOURCES = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

/** @returns {boolean} whether the switch is on, in `env` or else in .env files and the environment */
export function recaptchaSwitchOn(env = loadEnv("production", process.cwd(), RECAPTCHA_SWITCH)) {
  const value = env[RECAPTCHA_SWITCH]?.trim().toLowerCase() ?? "";
  if (!["", "on", "off"].includes(value)) {
    throw new Error(`${RECAPTCHA_SWITCH} is malformed: "${value}" (on or off)`);
  }
  return value === "on";
}

/** Adds `sources` to the directives of a CSP; a directive that allowed 'none' now allows only them. */
function allow(csp, sources) {
  return csp
    .split("; ")
    .map((directive) => {
      const [name, ...values] = directive.split(" ");
      const added = sources[name];
      if (!added) return directive;
      return [name, ...values.filter((value) => value !== "'none'"), ...added].join(" ");
    })
    .join("; ");
}

/** @returns {any} firebase.json as deployed, with or without the reCAPTCHA switch */
export function deployedConfig({ recaptcha }) {
  const config = JSON.parse(readFileSync("firebase.json", "utf8"));
  if (!recaptcha) return config;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === "Content-Security-Policy") {
        header.value = allow(header.value, RECAPTCHA_SOURCES);
      }
    }
  }
  return config;
}
