import type { AppConfig } from "./readAppConfig";

// Set by vite.config.ts from readAppConfig(), when the bundle is made.
declare const __APP_CONFIG__: Omit<AppConfig, "authEmulatorUrl">;
declare const __AUTH_EMULATOR_URL__: string | null;
declare const __RECAPTCHA_ENTERPRISE__: boolean;

/** This build's configuration. */
export const appConfig = __APP_CONFIG__;

/**
 * The Auth emulator's address, or null. A literal in the bundle, not a field of an object, so that
 * a build for a real project can see that the emulator code never runs and leave it out.
 */
export const authEmulatorUrl = __AUTH_EMULATOR_URL__;

/**
 * Whether this build was made with the reCAPTCHA Enterprise switch on (RECAPTCHA_ENTERPRISE=on, a
 * production build). A literal too: with the switch off, the code it guards is left out.
 */
export const recaptchaEnterprise = __RECAPTCHA_ENTERPRISE__;

/**
 * Whether this build can text second-factor codes. The Auth emulator needs no reCAPTCHA; a real
 * project does, and only the reCAPTCHA switch's CSP lets it load (the default CSP blocks it).
 */
export const textsCodes = authEmulatorUrl !== null || recaptchaEnterprise;

/** Whether this build offers authenticator apps: the Auth emulator refuses them (firebase-tools #6224). */
export const offersAuthenticatorApps = authEmulatorUrl === null;
