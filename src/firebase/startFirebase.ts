import type { IdentityService } from "../auth/IdentityService";
import { afterNextPaint } from "../lib/afterNextPaint";
import { connectFirebase } from "./connectFirebase";
import { initDatabase } from "./firebaseDatabase";

/**
 * Starts Firebase so the first screen never waits for the SDK: without a stored session, once the
 * signed-out screen is painted, so the two never compete; with one, at once, behind 'Loading...'.
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
    // The first call that needs the SDK tries again, and says so if it fails too.
    () => {},
  );

  return firebase.identity;
}
