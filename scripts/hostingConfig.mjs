// The Firebase config as deployed: firebase.json, or, with the reCAPTCHA Enterprise or Cloud
// Functions switch on, firebase.json with exactly the sources that reCAPTCHA or the functions need
// added to its CSP. Used by `npm run deploy`, `firebase deploy`'s predeploy check and the
// production-fidelity tests, and for the emulators' copy of it (firebase.emulator.json).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { loadEnv } from "vite";
import { REGION } from "../functions/src/region.ts";
import { RECAPTCHA_SCRIPTS } from "../src/lib/recaptchaScriptPolicy.ts";
import {
  AUTH_EMULATOR_PORT,
  EVENTARC_EMULATOR_PORT,
  FUNCTIONS_EMULATOR_PORT,
  HOST,
  HUB_PORT,
  TASKS_EMULATOR_PORT,
  appPort,
} from "./ports.mjs";

/** The switch, read from the environment or .env.local: `RECAPTCHA_ENTERPRISE=on`. */
export const RECAPTCHA_SWITCH = "RECAPTCHA_ENTERPRISE";

/**
 * What the Firebase Auth SDK loads when a project enforces reCAPTCHA Enterprise: enterprise.js
 * from www.google.com, its code from www.gstatic.com, and its invisible frame. Google's list:
 * https://cloud.google.com/recaptcha/docs/faq (Content-Security-Policy). The scripts are the
 * ones the app's Trusted Types policy lets through (src/lib/recaptchaScriptPolicy.ts), and the
 * policies that may be made: that one, `default`, since the SDK and Google's loader set a script's
 * URL from a string (firebase-js-sdk #7048), and `goog#html`, which reCAPTCHA's code (built with
 * Google's Closure Library) makes for its own HTML.
 */
export const RECAPTCHA_SOURCES = {
  "script-src": [...RECAPTCHA_SCRIPTS],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  "trusted-types": ["default", "goog#html"],
};

/**
 * The switch for the Cloud Functions (functions/): `CLOUD_FUNCTIONS=on` once the project is on the
 * Blaze plan, which functions need. Off, a production build offers no action that calls them.
 */
export const FUNCTIONS_SWITCH = "CLOUD_FUNCTIONS";

/**
 * @param {string} name the switch's variable
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean} whether it is on, in `env` or else in .env files and the environment
 */
function switchOn(name, env = loadEnv("production", process.cwd(), name)) {
  const value = env[name]?.trim().toLowerCase() ?? "";
  if (!["", "on", "off"].includes(value)) {
    throw new Error(`${name} is malformed: "${value}" (on or off)`);
  }
  return value === "on";
}

/** @param {Record<string, string | undefined>} [env] @returns {boolean} */
export function recaptchaSwitchOn(env) {
  return switchOn(RECAPTCHA_SWITCH, env);
}

/** @param {Record<string, string | undefined>} [env] @returns {boolean} */
export function functionsSwitchOn(env) {
  return switchOn(FUNCTIONS_SWITCH, env);
}

/** @typedef {{ recaptcha: boolean; functions?: boolean }} Switches */

/** @returns {Required<Switches>} both switches, as the environment or .env files set them */
export function deploySwitches() {
  return { recaptcha: recaptchaSwitchOn(), functions: functionsSwitchOn() };
}

/**
 * Where the client SDK calls a real project's functions: the project that the build names.
 * @param {Record<string, string | undefined>} [env]
 */
export function functionsOrigin(env = loadEnv("production", process.cwd(), "VITE_")) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (!projectId) {
    throw new Error("VITE_FIREBASE_PROJECT_ID is missing: see .env.example and the README.");
  }
  return `https://${REGION}-${projectId}.cloudfunctions.net`;
}

/**
 * Adds `sources` to the directives of a CSP; a directive that allowed 'none' now allows only them.
 * @param {string} csp @param {Record<string, string[]>} sources @returns {string}
 */
function allow(csp, sources) {
  return csp
    .split("; ")
    .map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      const added = sources[name];
      if (!added) return directive;
      return [name, ...values.filter((value) => value !== "'none'"), ...added].join(" ");
    })
    .join("; ");
}

/**
 * @typedef {object} FirebaseConfig firebase.json, as far as these scripts read and change it
 * @property {{ public: string; predeploy: string;
 *   headers: Array<{ headers: Array<{ key: string; value: string }> }> }} hosting
 * @property {Array<{ codebase: string; predeploy: string }>} functions
 */

/**
 * @param {Switches} switches
 * @param {Record<string, string | undefined>} [env] where the functions' project is read, as the
 *   build reads it (.env files and the environment) unless given
 * @returns {FirebaseConfig} firebase.json as deployed with these switches
 */
export function deployedConfig({ recaptcha, functions = false }, env) {
  /** @type {FirebaseConfig} */
  const config = JSON.parse(readFileSync("firebase.json", "utf8"));
  const sources = {
    ...(recaptcha ? RECAPTCHA_SOURCES : {}),
    ...(functions ? { "connect-src": [functionsOrigin(env)] } : {}),
  };
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === "Content-Security-Policy") header.value = allow(header.value, sources);
    }
  }
  return config;
}

/**
 * A digest of the config deployed with these switches, as firebase.json, RECAPTCHA_SOURCES and the
 * project make it now. The deploy config's predeploy carries the digest it was written with, so a
 * config left from an earlier deploy cannot ship a CSP (a style hash, a source) that firebase.json
 * or the switches no longer have.
 * @param {Switches} switches
 */
export function deployDigest(switches) {
  const config = JSON.stringify(deployedConfig(switches));
  return createHash("sha256").update(config).digest("hex");
}

// Where the emulator build sends its calls, so what the CSP allows.
const AUTH_EMULATOR = { host: HOST, port: AUTH_EMULATOR_PORT };
const FUNCTIONS_EMULATOR = { host: HOST, port: FUNCTIONS_EMULATOR_PORT };
// Where `vite build` writes for each mode (vite.config.ts): never dist/, which is what deploys.
const BUILD_DIRS = { emulator: "build/emulator", production: "build/production" };

/** The emulators' config, written by scripts/emulators.mjs before each start. */
export const EMULATOR_CONFIG = "firebase.emulator.json";

/** The config `npm run deploy` writes with a switch on, and removes when it ends. */
export const DEPLOY_CONFIG = "firebase.deploy.json";

/**
 * firebase.json's hosting config, as deployed, for the emulators to serve `mode`'s build.
 * @param {string} mode @param {Record<string, string | undefined>} [env]
 */
export function emulatorConfig(mode, env = process.env) {
  const production = mode === "production";
  const switches = {
    recaptcha: production && recaptchaSwitchOn(env),
    functions: production && functionsSwitchOn(env),
  };
  const config = deployedConfig(switches, env);
  config.hosting.public = production ? BUILD_DIRS.production : BUILD_DIRS.emulator;
  // `firebase deploy --config firebase.emulator.json` would upload that build: its predeploys refuse.
  for (const target of [config.hosting, ...config.functions]) {
    target.predeploy = `${target.predeploy} --emulator`;
  }
  // Only the emulator build talks to the emulators, in place of Google's two endpoints; the
  // production build keeps the CSP as deployed, and its tests route those endpoints to the
  // emulators in the browser. Both keep the Pwned Passwords range API, which has no emulator.
  if (!production) {
    const headers = config.hosting.headers.flatMap((rule) => rule.headers);
    for (const header of headers.filter(({ key }) => key === "Content-Security-Policy")) {
      header.value = header.value.replace(
        "https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
        [AUTH_EMULATOR, FUNCTIONS_EMULATOR]
          .map(({ host, port }) => `http://${host}:${port}`)
          .join(" "),
      );
    }
  }
  // The cross-browser tests move the emulator behind their hold gate, which takes its address
  // (e2e/browsers/gate.ts); everything else leaves AUTH_EMULATOR_PORT unset.
  const authEmulatorPort = Number(env.AUTH_EMULATOR_PORT ?? AUTH_EMULATOR.port);
  const emulators = {
    auth: { ...AUTH_EMULATOR, port: authEmulatorPort },
    functions: FUNCTIONS_EMULATOR,
    eventarc: { host: HOST, port: EVENTARC_EMULATOR_PORT },
    tasks: { host: HOST, port: TASKS_EMULATOR_PORT },
    hosting: { host: HOST, port: appPort(env) },
    // Fixed, where firebase-tools would move it: the restart test asks it for an export.
    hub: { host: HOST, port: HUB_PORT },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  return { ...config, emulators };
}

/**
 * Writes emulatorConfig(mode) where the emulators read it.
 * @param {string} mode
 */
export function writeEmulatorConfig(mode) {
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig(mode), null, 2)}\n`);
}
