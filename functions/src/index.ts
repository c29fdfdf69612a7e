// The server part: code that only the project's own servers may run, as Cloud Functions. Its one
// function, a callable, ends every session of the account that calls it.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { logger, setGlobalOptions } from "firebase-functions";
import { HttpsError, onCall } from "firebase-functions/https";
import { allowedOrigins } from "./allowedOrigins.js";
import { type Refusal, refusal } from "./recentSignIn.js";
import { REGION } from "./region.js";

// A ceiling on the instances that a flood of calls can start, and so on its bill.
setGlobalOptions({ region: REGION, maxInstances: 10 });
initializeApp();

/** For whoever calls by hand: the app says these in its own words, from the code alone. */
const REFUSALS: Record<Refusal, string> = {
  unauthenticated: "Sign in first.",
  "permission-denied": "Sign in again, then retry within five minutes.",
};

/**
 * Revokes every refresh token of the caller's account: each browser signed in to it is signed out
 * at its next call to the service. Only for a sign-in of the last five minutes, so a session left
 * open cannot end the owner's others.
 */
export const signOutEverywhere = onCall({ cors: allowedOrigins(process.env) }, async ({ auth }) => {
  const refused = refusal(auth?.token, Math.floor(Date.now() / 1000));
  if (refused !== null || auth === undefined) {
    const code = refused ?? "unauthenticated";
    throw new HttpsError(code, REFUSALS[code]);
  }
  await getAuth().revokeRefreshTokens(auth.uid);
  logger.info("sessions revoked", { uid: auth.uid });
  return { revokedAt: new Date().toISOString() };
});
