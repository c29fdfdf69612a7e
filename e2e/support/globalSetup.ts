import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";
import { FUNCTIONS_EMULATOR_URL } from "./functionsEmulator";

const SIGN_OUT_EVERYWHERE = `${FUNCTIONS_EMULATOR_URL}/signOutEverywhere`;

/**
 * Calls the function once, with no ID token (refused: 401), so that no test pays its first call:
 * the Functions emulator starts a worker then, which takes 5 to 11 seconds on a loaded machine.
 */
async function warmFunctions(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SIGN_OUT_EVERYWHERE, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: {} }),
    });
  } catch (error) {
    throw new Error(
      `The Functions emulator does not answer at ${SIGN_OUT_EVERYWHERE}: start the emulators ` +
        "with scripts/emulators.mjs, which runs it.",
      { cause: error },
    );
  }
  if (response.status !== 401) {
    throw new Error(
      `signOutEverywhere answered ${response.status} to a call with no ID token, not 401: ` +
        (await response.text()),
    );
  }
}

/**
 * Starts the run with no accounts, so leftovers from an earlier run cannot collide, on an emulator
 * set up like a project created today (scripts/emulators.mjs turns enumeration protection on), and
 * with the function warm.
 */
export default async function globalSetup(): Promise<void> {
  const url = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`;
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE" });
  } catch (error) {
    throw new Error(
      `The Auth emulator does not answer at ${AUTH_EMULATOR_URL}. Run the tests with ` +
        '`npm run test:emulated` or `node scripts/emulators.mjs exec "npx playwright test -c e2e/app"`.',
      { cause: error },
    );
  }
  if (!response.ok) {
    throw new Error(
      `Clearing the emulator's accounts failed: ${response.status} ${await response.text()}`,
    );
  }
  const config = await fetch(
    `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/config`,
  );
  const { emailPrivacyConfig } = (await config.json()) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  };
  if (!emailPrivacyConfig?.enableImprovedEmailPrivacy) {
    throw new Error(
      "The Auth emulator runs without e-mail enumeration protection: start it with scripts/emulators.mjs.",
    );
  }
  await warmFunctions();
}
