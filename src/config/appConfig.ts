import type { AppConfig } from "./readAppConfig";

declare const __APP_CONFIG__: AppConfig;

/** This build's configuration, validated by vite.config.ts when the bundle was made. */
export const appConfig: AppConfig = __APP_CONFIG__;
