// The page's calls to Firebase Authentication, wherever its build sends them: an emulator build
// to the Auth emulator, a production build to Google's endpoints (which the production suite
// answers from the Auth emulator too: e2e/production/googleApis.ts). For the routes that answer
// what the emulator cannot, so that one route serves every suite.
import { AUTH_EMULATOR_URL } from "../../src/config/readAppConfig.ts";

const GOOGLE_HOSTS = new Set(["identitytoolkit.googleapis.com", "securetoken.googleapis.com"]);
const EMULATOR = new URL(AUTH_EMULATOR_URL);

/** Matches the page's calls to `endpoint` (e.g. "v1/accounts:update"), at either address. */
export function identityCall(endpoint: string): (url: URL) => boolean {
  return (url) =>
    (GOOGLE_HOSTS.has(url.host) || url.host === EMULATOR.host) &&
    url.pathname.endsWith(`/${endpoint}`);
}

/**
 * Where the Auth emulator serves the call to `url`: the same REST path under
 * /identitytoolkit.googleapis.com/..., or `url` itself if it already goes there.
 */
export function emulatorUrl(url: URL): string {
  if (!GOOGLE_HOSTS.has(url.host)) return url.href;
  return `${AUTH_EMULATOR_URL}/${url.host}${url.pathname}${url.search}`;
}

/**
 * Makes one call of the service's public REST API on the Auth emulator from the test, with the
 * page's API key (`endpoint` e.g. "v2/accounts/mfaSignIn:start").
 */
export function emulatorCall(endpoint: string, apiKey: string, body: object): Promise<Response> {
  const url = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/${endpoint}?key=${apiKey}`;
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
