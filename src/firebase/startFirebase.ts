import type { IdentityService } from "../auth/IdentityService";
import { afterNextPaint } from "../lib/afterNextPaint";
import { connectFirebase } from "./connectFirebase";
import { initDatabase } from "./firebaseDatabase";

/**
 * Starts Firebase so that the first screen never waits for the SDK (a quarter of the app's code,
 * a chunk of its own), and returns the identity service, usable at once: a call made before the
 * SDK has arrived waits for it.
 *
 * - A browser without a stored session (every first visit) is reported signed out at once, and
 *   loads the SDK once that screen has been painted, so the two never compete.
 * - One that may hold a session loads the SDK at once: 'Loading...' shows until the SDK has
 *   confirmed the session or not.
 * - The database client follows, after both the SDK and the first screen.
 */
export function startFirebase(): IdentityService {
  const firebase = connectFirebase();

  // The app renders the first auth state it hears of: once heard, that screen is next to paint.
  const firstScreenPainted = new Promise<void>((resolve) => {
    const stopWaiting = firebase.identity.onUserChanged(() => {
      stopWaiting();
      resolve();
    });
  }).then(afterNextPaint);

  const sdk = firebase.mayHaveSession ? firebase.load() : firstScreenPainted.then(firebase.load);
  void Promise.all([sdk, firstScreenPainted]).then(
    ([{ app }]) =>
      initDatabase(app).catch((error: unknown) => {
        console.warn("The database client could not be loaded.", error);
      }),
    // A failed load of the SDK is tried again by the first call that needs it, which says so if
    // it fails too. A tab with a stored session stays on 'Loading...', whose hint says to reload.
    () => {},
  );

  return firebase.identity;
}
