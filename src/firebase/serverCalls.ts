import type { FirebaseApp } from "@firebase/app";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "@firebase/functions";
import type { FunctionsConfig } from "../config/appConfig";

/** Beyond it a call fails as functions/deadline-exceeded; the SDK's own default is 70 s. */
const TIMEOUT_MS = 15_000;

/** Calls a function of functions/ as the signed-in user: a chunk loaded by the first call. */
export async function callFunction(
  app: FirebaseApp,
  { region, emulator }: FunctionsConfig,
  name: "signOutEverywhere",
): Promise<void> {
  const functions = getFunctions(app, region);
  if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  await httpsCallable(functions, name, { timeout: TIMEOUT_MS })();
}
