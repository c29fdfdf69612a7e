import type { Route } from "@playwright/test";
import { AUTH_EMULATOR_URL } from "../../src/config/readAppConfig.ts";
import { test as e2eTest } from "../fixtures";

export { expect } from "../fixtures";

/** Firebase Authentication's endpoints, which the production build calls (and its CSP allows). */
export const GOOGLE_APIS = /^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\//;

/** The console line Chromium logs for each call the service refuses (wrong password, ...). */
export const REFUSED_GOOGLE_CALL =
  /^Failed to load resource: the server responded with a status of 4\d\d .*\(https:\/\/identitytoolkit\.googleapis\.com\//;

/**
 * Sends a call for https://identitytoolkit.googleapis.com/... on to the Auth emulator, which serves
 * the same REST paths under /identitytoolkit.googleapis.com/..., and answers with its response.
 */
export async function forwardToEmulator(route: Route, postData?: string): Promise<void> {
  const url = new URL(route.request().url());
  const emulated = `${AUTH_EMULATOR_URL}/${url.host}${url.pathname}${url.search}`;
  await route.fulfill({ response: await route.fetch({ url: emulated, postData }) });
}

export interface GoogleApis {
  /** Each call the page made to Google's endpoints: "METHOD host/path status". */
  calls: string[];
}

/** The e2e fixtures, with every call to Firebase Authentication answered by the Auth emulator. */
export const test = e2eTest.extend<{ googleApis: GoogleApis }>({
  allowedConsoleErrors: [REFUSED_GOOGLE_CALL],
  googleApis: [
    async ({ context }, provide) => {
      const calls: string[] = [];
      context.on("requestfinished", (request) => {
        const url = new URL(request.url());
        if (!GOOGLE_APIS.test(request.url())) return;
        void request.response().then((response) => {
          calls.push(`${request.method()} ${url.host}${url.pathname} ${response?.status() ?? 0}`);
        });
      });
      await context.route(GOOGLE_APIS, (route) => forwardToEmulator(route));
      await provide({ calls });
    },
    { auto: true },
  ],
});
