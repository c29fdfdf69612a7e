import type { Page } from "@playwright/test";
import { functionsOrigin } from "../../scripts/hostingConfig.mjs";
import REAL_PROJECT from "../../src/testing/shared/realProject.json" with { type: "json" };
import { FUNCTIONS_EMULATOR_URL } from "../support/functionsEmulator";

/** Where the production build calls the made-up project's functions, as the deploy's CSP names it. */
export const FUNCTIONS_ORIGIN = functionsOrigin(REAL_PROJECT);

/**
 * Sends the page's calls to the project's functions on to the Functions emulator, which serves
 * each under /<project>/<region>/<name>. Resolves to the calls answered, in order: "METHOD
 * host/path status".
 */
export async function routeFunctionsToEmulator(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.route(`${FUNCTIONS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${FUNCTIONS_EMULATOR_URL}${url.pathname}` });
    calls.push(`${route.request().method()} ${url.host}${url.pathname} ${response.status()}`);
    await route.fulfill({ response });
  });
  return calls;
}
