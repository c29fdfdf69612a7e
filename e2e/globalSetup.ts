import { AUTH_EMULATOR_URL, EMULATOR_PROJECT_ID } from "../src/config/readAppConfig.ts";

/** Starts the run with no accounts, so leftovers from an earlier run cannot collide. */
export default async function globalSetup(): Promise<void> {
  const url = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`;
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE" });
  } catch (error) {
    throw new Error(
      `The Auth emulator does not answer at ${AUTH_EMULATOR_URL}. Run the tests with ` +
        '`npm run test:emulated` or `node scripts/emulators.mjs exec "npx playwright test"`.',
      { cause: error },
    );
  }
  if (!response.ok) {
    throw new Error(
      `Clearing the emulator's accounts failed: ${response.status} ${await response.text()}`,
    );
  }
}
