import type { APIResponse, Route } from "@playwright/test";
import { anyOf, test as e2eTest } from "../fixtures";
import { emulatorUrl } from "../identityCalls";

export { expect } from "../fixtures";

/** Firebase Authentication's endpoints, which the production build calls (and its CSP allows). */
export const GOOGLE_APIS = /^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\//;

/** The console line Chromium logs for each call the service refuses (wrong password, ...). */
export const REFUSED_GOOGLE_CALL =
  /^Failed to load resource: the server responded with a status of 4\d\d .*\(https:\/\/identitytoolkit\.googleapis\.com\//;

/**
 * What a page reports when firebase.json's CSP blocks one of reCAPTCHA's scripts, named by its
 * path under www.google.com/recaptcha/: the violation, and Chromium's console line about it.
 */
export function blockedRecaptchaScript(script: string) {
  const url = `https://www.google.com/recaptcha/${script}`.replaceAll(".", "\\.");
  return {
    allowedCspViolations: [new RegExp(`^script-src(-elem)? blocked ${url}`)],
    allowedConsoleErrors: [
      anyOf(REFUSED_GOOGLE_CALL, new RegExp(`${url}.*Content Security Policy`)),
    ],
  };
}

/**
 * Sends a call for https://identitytoolkit.googleapis.com/... on to the Auth emulator, which serves
 * the same REST paths under /identitytoolkit.googleapis.com/..., and returns its answer.
 */
export async function emulatorAnswer(route: Route, postData?: string): Promise<APIResponse> {
  return route.fetch({ url: emulatorUrl(new URL(route.request().url())), postData });
}

export interface GoogleApis {
  /** Calls to Google's endpoints this fixture answered, in order: "METHOD host/path status". */
  calls: string[];
}

/** The e2e fixtures, with every call to Firebase Authentication answered by the Auth emulator. */
export const test = e2eTest.extend<{ googleApis: GoogleApis }>({
  allowedConsoleErrors: [REFUSED_GOOGLE_CALL],
  googleApis: [
    async ({ context }, provide) => {
      const calls: string[] = [];
      await context.route(GOOGLE_APIS, async (route) => {
        const response = await emulatorAnswer(route);
        // Listed before the page gets the answer, so a call whose outcome shows is already listed.
        const url = new URL(route.request().url());
        calls.push(`${route.request().method()} ${url.host}${url.pathname} ${response.status()}`);
        await route.fulfill({ response });
      });
      await provide({ calls });
    },
    { auto: true },
  ],
});
