import { SERVICE_UNAVAILABLE } from "../auth/IdentityService";
import { loadChunk } from "../lib/loadChunk";

/** Loads the service's code for a call; if it cannot, fails the call with the app's own code. */
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
