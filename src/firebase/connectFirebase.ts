import { deferIdentity, type DeferredIdentity } from "../auth/deferredIdentity";
import { emulatorInbox } from "./emulatorInbox";
import type { FirebaseServices } from "./firebaseIdentity";
import { loadServiceChunk } from "./loadServiceChunk";
import { mayHaveSession } from "./storedSession";

/** An identity service usable at once, whose SDK chunk `load` loads (startFirebase.ts says when). */
export function connectFirebase(): DeferredIdentity<FirebaseServices> {
  const inbox = emulatorInbox();
  return deferIdentity(
    async () => {
      // The function, not the module: a namespace object's helper would go in the first load.
      const createIdentity = await loadServiceChunk(() =>
        import("./firebaseIdentity").then(({ createFirebaseIdentity }) => createFirebaseIdentity),
      );
      return createIdentity(inbox);
    },
    { mayHaveSession: mayHaveSession(), inbox },
  );
}
