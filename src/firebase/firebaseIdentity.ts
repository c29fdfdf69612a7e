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

/** The identity service on Firebase Authentication, in a chunk with the SDK: one module a part. */
export function createFirebaseIdentity(inbox: EmulatorInbox | null): FirebaseServices {
  const app = initializeApp(appConfig.firebaseOptions);
  // Not getAuth: without a popup/redirect resolver, unused sign-in methods stay out of the bundle.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (authEmulatorUrl !== null) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }

  // Else fetched only after a call is refused for want of a token: in AUDIT mode, never.
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
