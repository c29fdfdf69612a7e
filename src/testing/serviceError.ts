/**
 * An error as the Firebase SDK makes it: its code, and the SDK's wording of it ("Firebase: Error
 * (auth/invalid-email)."), or the service's own message before the code.
 */
export function serviceError(code: string, message?: string): Error {
  const text = message ? `Firebase: ${message} (auth/${code}).` : `Firebase: Error (auth/${code}).`;
  return Object.assign(new Error(text), { code: `auth/${code}` });
}

/** An error with the code that a message in the SDK's wording names, if any. */
export function errorFromMessage(message: string): Error {
  const code = /\(auth\/([\w-]+)\)/.exec(message)?.[1];
  return code ? Object.assign(new Error(message), { code: `auth/${code}` }) : new Error(message);
}
