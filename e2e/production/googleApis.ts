import type { APIResponse, Route } from "@playwright/test";
import { anyOf, expect, test as e2eTest } from "../support/fixtures";
import { emulatorUrl } from "../support/identityCalls";

export { expect } from "../support/fixtures";

/** Firebase Authentication's endpoints, which the production build calls (and its CSP allows). */
export const GOOGLE_APIS = /^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\//;

/** The console line Chromium logs for each call the service refuses (wrong password, ...). */
export const REFUSED_GOOGLE_CALL =
  /^Failed to load resource: the server responded with a status of 4\d\d .*\(https:\/\/identitytoolkit\.googleapis\.com\//;

/**
 * What a page reports when firebase.json's CSP refuses a script's URL given as a string, as the
 * SDK gives reCAPTCHA's (firebase-js-sdk #7048): Trusted Types' violation, and Chromium's console
 * line about it. The script is never asked for, so script-src, which would block it too, never
 * sees it. Either call the service refused is allowed too.
 */
export const REFUSED_SCRIPT_URL = {
  allowedCspViolations: [/^require-trusted-types-for blocked trusted-types-sink$/],
  allowedConsoleErrors: [
    anyOf(
      REFUSED_GOOGLE_CALL,
      /^This document requires 'TrustedScriptURL' assignment\. The action has been blocked\./,
    ),
  ],
};

/** A console line, of any kind, about the CSP or Trusted Types. */
const SECURITY_POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Trusted ?(Type|Script|HTML)/i;

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

/**
 * The e2e fixtures, with every call to Firebase Authentication answered by the Auth emulator.
 * Besides the errors and CSP violations that fail every test, a console line of any kind (a
 * warning too) about the CSP or Trusted Types fails it, unless the test allows it.
 */
export const test = e2eTest.extend<{ googleApis: GoogleApis; securityPolicyMessages: undefined }>({
  allowedConsoleErrors: [REFUSED_GOOGLE_CALL],
  securityPolicyMessages: [
    async ({ context, allowedConsoleErrors }, provide) => {
      const messages: string[] = [];
      context.on("console", (message) => {
        const text = `${message.text()} (${message.location().url})`;
        if (!SECURITY_POLICY_MESSAGE.test(message.text())) return;
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
        messages.push(`${message.type()}: ${text}`);
      });
      await provide(undefined);
      expect(messages, "console lines about the CSP or Trusted Types").toEqual([]);
    },
    { auto: true },
  ],
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
      // A call still in flight as the test ends (the SDK's reCAPTCHA config, fetched at start-up)
      // would fail the run with "route.fetch: Test ended": let it go unanswered.
      await context.unrouteAll({ behavior: "ignoreErrors" });
    },
    { auto: true },
  ],
});
