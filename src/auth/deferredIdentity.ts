import type { IdentityService, User } from "./IdentityService";

/** An identity service whose code is loaded later, and what it is once loaded. */
export interface DeferredIdentity<Loaded> {
  /** Usable at once: a call waits for the code; a listener hears the user once it is known. */
  identity: IdentityService;
  /** Loads the service's code, once; a failed load is tried again by the next call. */
  load: () => Promise<Loaded>;
  /** False when this browser holds no session, so the user is known (signed out) at once. */
  mayHaveSession: boolean;
}

/**
 * The identity service, usable before its code has loaded, so the first screen never waits for
 * it. A browser that holds no session (`mayHaveSession` false: every first visit) is reported
 * signed out at once (in a microtask, as a service reports, still before React's first render);
 * one that may hold a session hears nothing until the loaded service has confirmed it or not.
 * Listeners then follow the loaded service; a report saying the same user again (signed out,
 * then signed out) is not made twice.
 */
export function deferIdentity<Loaded extends { identity: IdentityService }>(
  loadService: () => Promise<Loaded>,
  mayHaveSession: boolean,
): DeferredIdentity<Loaded> {
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const whenLoaded = new Set<(service: IdentityService) => void>();

  function load(): Promise<Loaded> {
    loading ??= loadService().then(
      (service) => {
        loaded = service;
        for (const subscribe of whenLoaded) subscribe(service.identity);
        whenLoaded.clear();
        return service;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const service = async () => (await load()).identity;

  const identity: IdentityService = {
    onUserChanged: (listener) => {
      let reported: string | undefined;
      const report = (user: User | null) => {
        const json = JSON.stringify(user);
        if (json === reported) return;
        reported = json;
        listener(user);
      };
      let unsubscribe = () => {};
      const subscribe = (service: IdentityService) => {
        unsubscribe = service.onUserChanged(report);
      };
      if (loaded) subscribe(loaded.identity);
      else {
        whenLoaded.add(subscribe);
        if (!mayHaveSession) {
          queueMicrotask(() => {
            if (whenLoaded.has(subscribe)) report(null);
          });
        }
      }
      return () => {
        whenLoaded.delete(subscribe);
        unsubscribe();
      };
    },
    signIn: async (email, password) => (await service()).signIn(email, password),
    signUp: async (email, password) => (await service()).signUp(email, password),
    signOut: async () => (await service()).signOut(),
    checkSession: async () => (await service()).checkSession(),
    sendPasswordReset: async (email, continueUrl) =>
      (await service()).sendPasswordReset(email, continueUrl),
    checkActionCode: async (code) => (await service()).checkActionCode(code),
    applyActionCode: async (code) => (await service()).applyActionCode(code),
    checkNewPassword: async (password) => (await service()).checkNewPassword(password),
    confirmPasswordReset: async (code, newPassword) =>
      (await service()).confirmPasswordReset(code, newPassword),
    sendEmailVerification: async (continueUrl) =>
      (await service()).sendEmailVerification(continueUrl),
    changePassword: async (currentPassword, newPassword) =>
      (await service()).changePassword(currentPassword, newPassword),
    changeEmail: async (currentPassword, newEmail, continueUrl) =>
      (await service()).changeEmail(currentPassword, newEmail, continueUrl),
    deleteAccount: async (currentPassword) => (await service()).deleteAccount(currentPassword),
    // Nothing waits for a second factor before the service's code has answered a sign-in.
    pendingSignIn: () => loaded?.identity.pendingSignIn() ?? null,
    listSecondFactors: async () => (await service()).listSecondFactors(),
    enrolPhone: async (currentPassword, phoneNumber) =>
      (await service()).enrolPhone(currentPassword, phoneNumber),
    enrolAuthenticatorApp: async (currentPassword) =>
      (await service()).enrolAuthenticatorApp(currentPassword),
    removeSecondFactor: async (currentPassword, factorId) =>
      (await service()).removeSecondFactor(currentPassword, factorId),
  };
  return { identity, load, mayHaveSession };
}
