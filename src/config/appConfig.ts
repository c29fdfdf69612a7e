import type { AppConfig } from "./readAppConfig";

// Set by vite.config.ts from readAppConfig(), when the bundle is made.
declare const __APP_CONFIG__: Omit<AppConfig, "authEmulatorUrl">;
declare const __AUTH_EMULATOR_URL__: string | null;
declare const __RECAPTCHA_ENTERPRISE__: boolean;
declare const __FUNCTIONS__: FunctionsConfig | null;

/** Where this build calls the Cloud Functions of functions/. */
export interface FunctionsConfig {
  region: string;
  /** The Functions emulator's address; null in a build for a real project. */
  emulator: { host: string; port: number } | null;
}

/** This build's configuration. */
export const appConfig = __APP_CONFIG__;

/**
 * The Auth emulator's address, or null: a literal, not an object's field, so a build for a real
 * project sees that the emulator code never runs and leaves it out.
 */
export const authEmulatorUrl = __AUTH_EMULATOR_URL__;

/** RECAPTCHA_ENTERPRISE=on at build time; a literal too, so with it off its code is left out. */
export const recaptchaEnterprise = __RECAPTCHA_ENTERPRISE__;

/**
 * Whether this build can text codes: a real project needs reCAPTCHA, which only the reCAPTCHA
 * switch's CSP lets load; the Auth emulator needs none.
 */
export const textsCodes = authEmulatorUrl !== null || recaptchaEnterprise;

/** Whether this build offers authenticator apps: the Auth emulator refuses them (firebase-tools #6224). */
export const offersAuthenticatorApps = authEmulatorUrl === null;

/**
 * The Cloud Functions this build calls, or null when it has none (a real project without
 * CLOUD_FUNCTIONS=on): a literal, so that such a build leaves their client code out.
 */
export const functionsConfig = __FUNCTIONS__;
