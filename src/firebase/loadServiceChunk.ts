import { SERVICE_UNAVAILABLE } from "../auth/IdentityService";
import { loadChunk } from "../lib/loadChunk";

/**
 * Loads a chunk of the service's code (the SDK's, or its second-factor part) for a call that
 * needs it. One that cannot be loaded fails the call with the app's own code, which the screens
 * put into words (src/auth/serviceMessages.ts).
 */
export async function loadServiceChunk<Chunk>(load: () => Promise<Chunk>): Promise<Chunk> {
  return loadChunk(load).catch((error: unknown) => {
    throw Object.assign(
      new Error("The identity service's code could not be loaded.", { cause: error }),
      {
        code: SERVICE_UNAVAILABLE,
      },
    );
  });
}
