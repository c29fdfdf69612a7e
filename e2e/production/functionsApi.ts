import type { Page } from "@playwright/test";
import { REGION } from "../../functions/src/region.ts";
import { FUNCTIONS_EMULATOR_PORT, HOST } from "../../scripts/ports.mjs";
import { EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";
import REAL_PROJECT from "../../src/testing/shared/realProject.json" with { type: "json" };

/** Where the production build calls the made-up project's functions, as the deploy's CSP names it. */
export const FUNCTIONS_ORIGIN = `https://${REGION}-${REAL_PROJECT.VITE_FIREBASE_PROJECT_ID}.cloudfunctions.net`;

/**
 * Sends the page's calls to the project's functions on to the Functions emulator, which serves
 * each under /<project>/<region>/<name>. Resolves to the calls answered, in order: "METHOD
 * host/path status".
 */
export async function routeFunctionsToEmulator(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.route(`${FUNCTIONS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const emulated = `http://${HOST}:${FUNCTIONS_EMULATOR_PORT}/${EMULATOR_PROJECT_ID}/${REGION}${url.pathname}`;
    const response = await route.fetch({ url: emulated });
    calls.push(`${route.request().method()} ${url.host}${url.pathname} ${response.status()}`);
    await route.fulfill({ response });
  });
  return calls;
}
