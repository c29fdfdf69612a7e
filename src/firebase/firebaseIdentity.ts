import { initializeApp, type FirebaseApp } from "@firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  initializeRecaptchaConfig,
} from "@firebase/auth";
import type { EmulatorInbox, IdentityService } from "../auth/IdentityService";
import { appConfig, authEmulatorUrl, recaptchaEnterprise } from "../config/appConfig";
import { createAccountChanges } from "./firebaseAccountChanges";
import { createMailedLinks } from "./firebaseMailedLinks";
import { createSecondFactors, pendingSignIns } from "./firebaseSecondFactors";
import { createSession } from "./firebaseSession";

export interface FirebaseServices {
  app: FirebaseApp;
  identity: IdentityService;
}

/**
 * The identity service on Firebase Authentication, as this build is configured to: each part of
 * the service (src/auth/IdentityService.ts) from the module of the same name. Its own chunk, with
 * the SDK: src/firebase/connectFirebase.ts loads it, and gives it the emulator's inbox, which it
 * made without the SDK (so the inbox is made once, and its code is not in this chunk too).
 */
export function createFirebaseIdentity(inbox: EmulatorInbox | null): FirebaseServices {
  const app = initializeApp(appConfig.firebaseOptions);
  // initializeAuth (not getAuth) with one persistence and no popup/redirect resolver keeps the
  // unused sign-in methods out of the bundle. localStorage persistence also syncs open tabs.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  // Decided at build time: a build for a real project has no emulator address, and no code for it.
  if (authEmulatorUrl !== null) {
    // No warning banner: the app is meant to run on the emulator, and the README says so.
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }

  // The SDK would fetch the project's reCAPTCHA config only once a call was refused for want of a
  // token: in AUDIT mode, never (no token, no score), in ENFORCE mode, after every page's first
  // refusal. Fetched at start-up, it loads reCAPTCHA and sends a token with every call.
  if (recaptchaEnterprise) {
    initializeRecaptchaConfig(auth).catch((error: unknown) => {
      console.warn("The project's reCAPTCHA config could not be loaded.", error);
    });
  }

  const signIns = pendingSignIns(auth);
  const identity: IdentityService = {
    ...createSession(auth, signIns),
    ...createMailedLinks(auth),
    ...createAccountChanges(auth),
    ...createSecondFactors(auth, signIns),
    inbox,
  };
  return { app, identity };
}
