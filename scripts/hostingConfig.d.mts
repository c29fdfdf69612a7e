export declare const RECAPTCHA_SWITCH: string;
export declare const RECAPTCHA_SOURCES: { "script-src": string[]; "frame-src": string[] };
export declare function recaptchaSwitchOn(env?: Record<string, string | undefined>): boolean;
export declare function deployedConfig(options: { recaptcha: boolean }): unknown;
export declare function emulatorConfig(
  mode: string,
  env?: Record<string, string | undefined>,
): { emulators: Record<string, unknown> };
