import { deferIdentity, type DeferredIdentity } from "../auth/deferredIdentity";
import { emulatorInbox } from "./emulatorInbox";
import type { FirebaseServices } from "./firebaseIdentity";
import { loadServiceChunk } from "./loadServiceChunk";
import { mayHaveSession } from "./storedSession";

/**
 * Firebase for the app: an identity service usable at once, whose SDK (a quarter of the app's
 * code) is a chunk of its own, loaded by `load`. startFirebase.ts decides when. The emulator's
 * inbox needs no SDK: it is there at once.
 */
export function connectFirebase(): DeferredIdentity<FirebaseServices> {
  const inbox = emulatorInbox();
  return deferIdentity(
    async () => {
      // Only the function taken from the chunk, as the database's is: the module as a whole would
      // need a namespace object, whose helper the bundler would put in the first load.
      const createIdentity = await loadServiceChunk(() =>
        import("./firebaseIdentity").then(({ createFirebaseIdentity }) => createFirebaseIdentity),
      );
      return createIdentity(inbox);
    },
    { mayHaveSession: mayHaveSession(), inbox },
  );
}
