import { t } from "@lingui/core/macro";
import { loadChunk } from "../lib/loadChunk";

/** Said by a call made while the SDK's code cannot be loaded (offline, or blocked). */
export const SERVICE_UNAVAILABLE = "app/service-unavailable";

/**
 * Loads a chunk of the service's code (the SDK's, or its second-factor part) for a call that
 * needs it. One that cannot be loaded fails the call with the app's own code, in words the spec's
 * forms can alert as they stand.
 */
export async function loadServiceChunk<Chunk>(load: () => Promise<Chunk>): Promise<Chunk> {
  return loadChunk(load).catch(() => {
    // MESSAGES' words for the code, written out: that table is in the new screens' chunk, and
    // reading it here would put it in the first load. connectFirebase.test.ts holds them equal.
    // In the language shown when the call fails, as the forms alert it.
    throw Object.assign(
      new Error(t`The sign-in service could not be loaded. Check your connection, then try again.`),
      { code: SERVICE_UNAVAILABLE },
    );
  });
}
