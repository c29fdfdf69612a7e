import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";

/**
 * Starts the run with no accounts, so leftovers from an earlier run cannot collide, on an emulator
 * set up like a project created today (scripts/emulators.mjs turns enumeration protection on).
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
}
