// The one place that reads configuration, at build time (vite.config.ts): a bad production config
// fails the build, and its bundle holds no emulator code, host or demo project.

// The emulator accepts any API key; a `demo-` project id needs no Google account at all.
export const EMULATOR_PROJECT_ID = "demo-email-auth";
export const EMULATOR_API_KEY = "demo-api-key";
export const AUTH_EMULATOR_URL = "http://127.0.0.1:9099";

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface AppConfig {
  /** initializeApp()'s options: the real project's web config, or the demo project's. */
  firebaseOptions: FirebaseWebConfig | { apiKey: string; projectId: string };
  /** The Auth emulator's address; null in a build for a real project. */
  authEmulatorUrl: string | null;
  repositoryUrl: string;
}

type Env = Record<string, string | undefined>;

const REQUIRED: [string, keyof FirebaseWebConfig, RegExp][] = [
  ["VITE_FIREBASE_API_KEY", "apiKey", /^[\w-]{30,60}$/],
  ["VITE_FIREBASE_AUTH_DOMAIN", "authDomain", /^[a-z0-9-]+(\.[a-z0-9-]+)+$/],
  ["VITE_FIREBASE_PROJECT_ID", "projectId", /^(?!demo-)[a-z][a-z0-9-]{4,28}[a-z0-9]$/],
  ["VITE_FIREBASE_APP_ID", "appId", /^\d+:\d+:web:[0-9a-f]+$/],
];

class ConfigError extends Error {
  override name = "ConfigError";
}

function readFirebaseConfig(env: Env): FirebaseWebConfig {
  const problems: string[] = [];
  const options: Partial<FirebaseWebConfig> = {};
  for (const [name, key, shape] of REQUIRED) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is missing`);
    else if (!shape.test(value)) problems.push(`${name} is malformed: "${value}"`);
    else options[key] = value;
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid Firebase configuration (see .env.example):\n  ${problems.join("\n  ")}`,
    );
  }
  return options as FirebaseWebConfig;
}

// Addresses reserved for examples (RFC 2606) and this template's own placeholder.
const PLACEHOLDER_URL = /^https:\/\/([^/]+\.)?(example\.(com|net|org)|github\.com\/example)(\/|$)/;

function readRepositoryUrl(env: Env, packageRepositoryUrl: string, mode: string): string {
  const url = env.VITE_REPOSITORY_URL?.trim() || packageRepositoryUrl;
  if (!/^https:\/\/[^\s"<>]+$/.test(url)) {
    throw new ConfigError(`VITE_REPOSITORY_URL is malformed: "${url}" (an https:// address)`);
  }
  if (mode === "production" && PLACEHOLDER_URL.test(url)) {
    throw new ConfigError(
      `VITE_REPOSITORY_URL is missing: the "Source Code" link would point at the placeholder ` +
        `"${url}". Set it to your repository's address, or set package.json's repository.url.`,
    );
  }
  return url;
}

/**
 * Production builds name a real project; the "emulator" mode (`npm start`, the tests) always uses
 * the Auth emulator; the dev server uses it unless a real project is configured.
 */
export function readAppConfig(env: Env, mode: string, packageRepositoryUrl: string): AppConfig {
  const wantsFirebase =
    mode === "production" || (mode !== "emulator" && REQUIRED.some(([name]) => env[name]?.trim()));
  return {
    firebaseOptions: wantsFirebase
      ? readFirebaseConfig(env)
      : { apiKey: EMULATOR_API_KEY, projectId: EMULATOR_PROJECT_ID },
    authEmulatorUrl: wantsFirebase ? null : AUTH_EMULATOR_URL,
    repositoryUrl: readRepositoryUrl(env, packageRepositoryUrl, mode),
  };
}
