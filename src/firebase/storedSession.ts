import { appConfig } from "../config/appConfig";

/** The SDK's localStorage key for the user (_persistenceKeyName), held by the contract suite. */
export const SESSION_KEY = `firebase:authUser:${appConfig.firebaseOptions.apiKey}:[DEFAULT]`;

/**
 * Whether this browser may hold a session, read without the SDK so a first visit shows signed out
 * before it loads; unreadable storage leaves it to the SDK.
 */
export function mayHaveSession(storage: () => Storage = () => window.localStorage): boolean {
  try {
    return storage().getItem(SESSION_KEY) !== null;
  } catch {
    return true;
  }
}
