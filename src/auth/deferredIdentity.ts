import type { EmulatorInbox } from "./EmulatorInbox";
import type { IdentityService, User } from "./IdentityService";

/** An identity service whose code is loaded later, and what it is once loaded. */
export interface DeferredIdentity<Loaded> {
  identity: IdentityService;
  /** Loads the service's code, once; a failed load is tried again by the next call. */
  load: () => Promise<Loaded>;
  mayHaveSession: boolean;
}

/**
 * The identity service, usable before its code has loaded, so the first screen never waits. A
 * browser without a session is signed out at once; one that may hold one waits for the service.
 */
export function deferIdentity<Loaded extends { identity: IdentityService }>(
  loadService: () => Promise<Loaded>,
  { mayHaveSession, inbox }: { mayHaveSession: boolean; inbox: EmulatorInbox | null },
): DeferredIdentity<Loaded> {
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  // The last language asked for before the load, which the loaded service is told first.
  let language: string | undefined;
  const whenLoaded = new Set<(service: IdentityService) => void>();

  function load(): Promise<Loaded> {
    loading ??= loadService().then(
      async (service) => {
        const told = language === undefined ? undefined : service.identity.setLanguage(language);
        loaded = service;
        for (const subscribe of whenLoaded) subscribe(service.identity);
        whenLoaded.clear();
        await told?.catch((error: unknown) => {
          console.warn(
            "The identity service was not told the language: it writes in its own.",
            error,
          );
        });
        return service;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  async function ready(): Promise<IdentityService> {
    return (await load()).identity;
  }

  function onUserChanged(listener: (user: User | null) => void): () => void {
    // The loaded service's first "signed out" is not said twice.
    let toldSignedOut = false;
    let unsubscribe = () => {};
    const subscribe = (loadedService: IdentityService) => {
      unsubscribe = loadedService.onUserChanged((user) => {
        const again = toldSignedOut && user === null;
        toldSignedOut = false;
        if (!again) listener(user);
      });
    };
    if (loaded) subscribe(loaded.identity);
    else {
      whenLoaded.add(subscribe);
      if (!mayHaveSession) {
        queueMicrotask(() => {
          if (!whenLoaded.has(subscribe)) return;
          toldSignedOut = true;
          listener(null);
        });
      }
    }
    return () => {
      whenLoaded.delete(subscribe);
      unsubscribe();
    };
  }

  // A plain object: the compiler names a member missing or of the wrong type.
  const identity = {
    onUserChanged,
    pendingSignIn: () => loaded?.identity.pendingSignIn() ?? null,
    // Kept until the load: loading the code for it would make the first screen wait.
    setLanguage: (code) => {
      if (loaded) return loaded.identity.setLanguage(code);
      language = code;
      return Promise.resolve();
    },
    inbox,
    signIn: async (...args) => (await ready()).signIn(...args),
    signUp: async (...args) => (await ready()).signUp(...args),
    signOut: async () => (await ready()).signOut(),
    checkSession: async () => (await ready()).checkSession(),
    sendPasswordReset: async (...args) => (await ready()).sendPasswordReset(...args),
    checkActionCode: async (...args) => (await ready()).checkActionCode(...args),
    applyActionCode: async (...args) => (await ready()).applyActionCode(...args),
    confirmPasswordReset: async (...args) => (await ready()).confirmPasswordReset(...args),
    confirmPassword: async (...args) => (await ready()).confirmPassword(...args),
    sendEmailVerification: async (...args) => (await ready()).sendEmailVerification(...args),
    changePassword: async (...args) => (await ready()).changePassword(...args),
    changeEmail: async (...args) => (await ready()).changeEmail(...args),
    deleteAccount: async () => (await ready()).deleteAccount(),
    signOutEverywhere: async () => (await ready()).signOutEverywhere(),
    checkNewPassword: async (...args) => (await ready()).checkNewPassword(...args),
    listSecondFactors: async () => (await ready()).listSecondFactors(),
    enrolPhone: async (...args) => (await ready()).enrolPhone(...args),
    enrolAuthenticatorApp: async () => (await ready()).enrolAuthenticatorApp(),
    removeSecondFactor: async (...args) => (await ready()).removeSecondFactor(...args),
  } satisfies IdentityService;
  return { identity, load, mayHaveSession };
}
