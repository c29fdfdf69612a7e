import { deferIdentity, type DeferredIdentity } from "../auth/deferredIdentity";
import { appConfig, authEmulatorUrl } from "../config/appConfig";
import { readSentMail } from "./emulatorMail";
import { readSentTexts } from "./emulatorTexts";
import type { FirebaseServices } from "./firebaseIdentity";
import { loadServiceChunk } from "./loadServiceChunk";
import { mayHaveSession } from "./storedSession";

/**
 * Firebase for the app: an identity service usable at once, whose SDK (a quarter of the app's
 * code) is a chunk of its own, loaded by `load`. startFirebase.ts decides when.
 */
export function connectFirebase(): DeferredIdentity<FirebaseServices> {
  const { identity, ...deferred } = deferIdentity(async () => {
    // Only the function taken from the chunk, as the database's is: the module as a whole would
    // need a namespace object, whose helper the bundler would put in the first load.
    const createFirebaseIdentity = await loadServiceChunk(() =>
      import("./firebaseIdentity").then(({ createFirebaseIdentity }) => createFirebaseIdentity),
    );
    return createFirebaseIdentity();
  }, mayHaveSession());
  return {
    identity: {
      ...identity,
      // Decided at build time, like the emulator's address: a production build has none of it.
      sentMail:
        authEmulatorUrl === null
          ? undefined
          : readSentMail.bind(null, authEmulatorUrl, appConfig.firebaseOptions.projectId),
      sentTexts:
        authEmulatorUrl === null
          ? undefined
          : readSentTexts.bind(null, authEmulatorUrl, appConfig.firebaseOptions.projectId),
    },
    ...deferred,
  };
}
