/** How recent a sign-in must be for the account's sessions to be ended: five minutes. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type Refusal = "unauthenticated" | "permission-denied";

/**
 * Why a caller may not end the account's sessions, or null: no ID token, or one whose sign-in
 * (`auth_time`, in seconds) is missing or older than five minutes. A refreshed token keeps its
 * sign-in's `auth_time`, so only signing in again (the app's "Confirm it's you") makes it recent.
 */
export function refusal(
  token: { auth_time?: unknown } | undefined,
  nowSeconds: number,
): Refusal | null {
  if (token === undefined) return "unauthenticated";
  const { auth_time: signedInAt } = token;
  // Written so that anything but a number of seconds within the window (NaN too) is refused.
  const recent =
    typeof signedInAt === "number" && nowSeconds - signedInAt <= RECENT_SIGN_IN_SECONDS;
  return recent ? null : "permission-denied";
}
