import type { EmulatorInbox } from "./EmulatorInbox";
import type { IdentityService } from "./IdentityService";

/** An identity service whose code is loaded later, and what it is once loaded. */
export interface DeferredIdentity<Loaded> {
  /** Usable at once: a call waits for the code; a listener hears the user once it is known. */
  identity: IdentityService;
  /** Loads the service's code, once; a failed load is tried again by the next call. */
  load: () => Promise<Loaded>;
  /** False when this browser holds no session, so the user is known (signed out) at once. */
  mayHaveSession: boolean;
}

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * The identity service, usable before its code has loaded, so the first screen never waits for
 * it. A browser that holds no session (`mayHaveSession` false: every first visit) is reported
 * signed out at once (in a microtask, as a service reports, still before React's first render);
 * one that may hold a session hears nothing until the loaded service has confirmed it or not.
 * Listeners then follow the loaded service. `inbox` needs no loaded code, and is given as it is.
 * Nor does the language: kept until the load, told to the loaded service before any other call.
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
        // Told before anything else, and waited for by every call waiting for the load.
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

  // What is answered before the load; every other member is a call (see the Proxy below).
  const answeredAtOnce: Pick<
    IdentityService,
    "onUserChanged" | "pendingSignIn" | "setLanguage" | "inbox"
  > = {
    onUserChanged: (listener) => {
      // Set once this listener has been told "signed out" before the load: the loaded service's
      // first report, which says the same, is then not made again.
      let toldSignedOut = false;
      let unsubscribe = () => {};
      const subscribe = (service: IdentityService) => {
        unsubscribe = service.onUserChanged((user) => {
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
    },
    // Nothing waits for a second factor before the service's code has answered a sign-in.
    pendingSignIn: () => loaded?.identity.pendingSignIn() ?? null,
    // Follows the page's language, set before the first render: loading the service's code for it
    // would make the first screen wait for that code.
    setLanguage: (code) => {
      if (loaded) return loaded.identity.setLanguage(code);
      language = code;
      return Promise.resolve();
    },
    inbox,
  };

  // Every other member of the service is a call that waits for the load, then makes the loaded
  // service's call of that name: a Proxy, so that a call added to the service needs no line here.
  // Each name gets one function, kept, so that an effect depending on a call sees the same one at
  // every render. No `then`: the service is not a promise, and `await` must not take it for one.
  const calls = new Map<string, Call>();
  const identity = new Proxy(answeredAtOnce, {
    get: (members, name) => {
      if (name in members) return Reflect.get(members, name) as unknown;
      if (typeof name !== "string" || name === "then") return undefined;
      let call = calls.get(name);
      if (!call) {
        call = async (...args) => {
          const service = (await load()).identity as unknown as Record<string, Call | undefined>;
          const loadedCall = service[name];
          if (!loadedCall) throw new TypeError(`The identity service has no call "${name}".`);
          return loadedCall.apply(service, args);
        };
        calls.set(name, call);
      }
      return call;
    },
  }) as IdentityService;
  return { identity, load, mayHaveSession };
}
