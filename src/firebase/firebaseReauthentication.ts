import { FirebaseError } from "@firebase/app";
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  type Auth,
  type User as FirebaseUser,
} from "@firebase/auth";
import { withChallenge } from "./secondFactorCode";

/** The signed-in user, or the SDK's own failure for a call that needs one. */
export function signedInUser(auth: Auth): FirebaseUser & { email: string } {
  const user = auth.currentUser;
  if (!user?.email) {
    throw new FirebaseError("auth/no-current-user", "Firebase: Error (auth/no-current-user).");
  }
  return user as FirebaseUser & { email: string };
}

/**
 * Checks the current password, then makes `change` to the signed-in account. Every change asks for
 * it first, as Clerk and Amplify do: a session left open on a shared computer cannot change the
 * account, and the service's own rule (a recent sign-in, else auth/requires-recent-login) is met.
 * An account with a second factor is asked for it too: the call rejects with the challenge that
 * completes the check and then makes the change (nothing changes before).
 */
export async function withCurrentPassword<Result>(
  auth: Auth,
  currentPassword: string,
  change: (user: FirebaseUser) => Promise<Result>,
): Promise<Result> {
  const user = signedInUser(auth);
  try {
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email, currentPassword),
    );
  } catch (error) {
    throw await withChallenge(auth, error, () => change(user));
  }
  return change(user);
}
