import { appConfig } from "../config/appConfig";

/**
 * Where the SDK's browserLocalPersistence keeps the signed-in user: `firebase:authUser:<API key>:
 * <app name>` in localStorage (its _persistenceKeyName). The contract suite checks this against
 * the real SDK, so a version that moves it cannot pass unnoticed.
 */
export const SESSION_KEY = `firebase:authUser:${appConfig.firebaseOptions.apiKey}:[DEFAULT]`;

/**
 * Whether this browser may hold a session, read without the SDK: a visitor without one (every
 * first visit) can be shown the signed-out screens before the SDK has loaded. Storage that cannot
 * be read says nothing, so the SDK decides, as before.
 */
export function mayHaveSession(storage: () => Storage = () => window.localStorage): boolean {
  try {
    return storage().getItem(SESSION_KEY) !== null;
  } catch {
    return true;
  }
}
