import clearAccounts from "../support/globalSetup";
import { startGate } from "./gate";

/** Opens the gate at the Auth emulator's address, then starts the run with no accounts. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopGate = await startGate();
  await clearAccounts();
  return stopGate;
}
