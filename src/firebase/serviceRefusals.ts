import { FirebaseError } from "@firebase/app";
import type { Auth, User as FirebaseUser } from "@firebase/auth";

/** A call refused before the service is asked, as the SDK refuses its own ("auth/…"). */
export function refusal(code: string): FirebaseError {
  return new FirebaseError(`auth/${code}`, `Firebase: Error (auth/${code}).`);
}

/** The signed-in user, or the SDK's own refusal for a call that needs one. */
export function signedInUser(auth: Auth): FirebaseUser & { email: string } {
  const user = auth.currentUser;
  if (!user?.email) throw refusal("no-current-user");
  return user as FirebaseUser & { email: string };
}

/** Refuses an empty new password: the SDK leaves it out, and the service then answers success. */
export function requireNewPassword(password: string): void {
  if (!password) throw refusal("missing-new-password");
}
