import { REGION } from "../../functions/src/region.ts";
import { FUNCTIONS_EMULATOR_PORT, HOST } from "../../scripts/ports.mjs";
import { EMULATOR_PROJECT_ID } from "../../src/config/readAppConfig.ts";

/** Where the Functions emulator serves the project's functions: this, then "/<name>". */
export const FUNCTIONS_EMULATOR_URL = `http://${HOST}:${FUNCTIONS_EMULATOR_PORT}/${EMULATOR_PROJECT_ID}/${REGION}`;
