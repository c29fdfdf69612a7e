import { loadChunk } from "../lib/loadChunk";
import { deferIdentity, type DeferredIdentity } from "../auth/deferredIdentity";
import { appConfig, authEmulatorUrl } from "../config/appConfig";
import { readSentMail } from "./emulatorMail";
import type { FirebaseServices } from "./firebaseIdentity";
import { mayHaveSession } from "./storedSession";

/** Said by a call made while the SDK's code cannot be loaded (offline, or blocked). */
export const SERVICE_UNAVAILABLE = "app/service-unavailable";

/**
 * Firebase for the app: an identity service usable at once, whose SDK (a quarter of the app's
 * code) is a chunk of its own, loaded by `load`. startFirebase.ts decides when.
 */
export function connectFirebase(): DeferredIdentity<FirebaseServices> {
  const { identity, ...deferred } = deferIdentity(async () => {
    const sdk = await loadChunk(() => import("./firebaseIdentity")).catch(() => {
      // MESSAGES' words for the code, written out: that table is in the new screens' chunk, and
      // reading it here would put it in the first load. connectFirebase.test.ts holds them equal.
      throw Object.assign(
        new Error(
          "The sign-in service could not be loaded. Check your connection, then try again.",
        ),
        { code: SERVICE_UNAVAILABLE },
      );
    });
    return sdk.createFirebaseIdentity();
  }, mayHaveSession());
  return {
    identity: {
      ...identity,
      // Decided at build time, like the emulator's address: a production build has none of it.
      sentMail:
        authEmulatorUrl === null
          ? undefined
          : readSentMail.bind(null, authEmulatorUrl, appConfig.firebaseOptions.projectId),
    },
    ...deferred,
  };
}
