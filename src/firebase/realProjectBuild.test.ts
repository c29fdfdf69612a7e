// The Firebase module as a build for a real project has it (no emulator address), with the
// reCAPTCHA and functions switches on or off: what it asks of Google's service, and what it leaves
// out.
import { deleteApp } from "@firebase/app";
import { FetchProvider } from "@firebase/auth/internal";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectFirebase } from "./connectFirebase";
import { emulatorInbox } from "./emulatorInbox";
import { createFirebaseIdentity, type FirebaseServices } from "./firebaseIdentity";

const build = vi.hoisted(() => ({ recaptchaEnterprise: false, serverCallsLoaded: false }));

vi.mock("../config/appConfig", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  authEmulatorUrl: null,
  get recaptchaEnterprise() {
    return build.recaptchaEnterprise;
  },
}));

// The Functions client's chunk, which records its load.
vi.mock("./serverCalls", async (importOriginal) => {
  build.serverCallsLoaded = true;
  return importOriginal<object>();
});

/**
 * Google's service, answering every request with 503: the requests made, in order. The SDK takes
 * its fetch from FetchProvider, so the service goes in there.
 */
function unavailableService(): string[] {
  const requests: string[] = [];
  FetchProvider.initialize(
    (input) => {
      requests.push(input instanceof Request ? input.url : String(input));
      const error = { code: 503, message: "UNAVAILABLE", status: "UNAVAILABLE" };
      return Promise.resolve(Response.json({ error }, { status: 503 }));
    },
    Headers,
    Response,
  );
  return requests;
}

let started: FirebaseServices | undefined;
afterEach(async () => {
  if (started) await deleteApp(started.app);
  started = undefined;
  build.recaptchaEnterprise = false;
  vi.unstubAllGlobals();
  FetchProvider.initialize(fetch, Headers, Response);
});

describe("a production build", () => {
  it("has no inbox, before the SDK has loaded or after", () => {
    expect(connectFirebase().identity.inbox).toBeNull();
    started = createFirebaseIdentity(emulatorInbox());
    expect(started.identity.inbox).toBeNull();
  });

  it("asks Google's service, and no reCAPTCHA config with the switch off", async () => {
    const requests = unavailableService();
    started = createFirebaseIdentity(null);

    await expect(started.identity.signIn("ada@example.com", "password")).rejects.toThrow();
    expect(requests).toEqual([
      expect.stringMatching(
        /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword\?/,
      ),
    ]);
  });

  it("fetches the reCAPTCHA config at start-up with the switch on, and warns if it cannot", async () => {
    build.recaptchaEnterprise = true;
    const requests = unavailableService();
    const warned = new Promise<unknown[]>((resolve) => {
      vi.mocked(console.warn).mockImplementation((...args) => {
        resolve(args);
      });
    });

    started = createFirebaseIdentity(null);

    const [message] = await warned;
    expect(message).toBe("The project's reCAPTCHA config could not be loaded.");
    expect(requests).toEqual([
      expect.stringMatching(/^https:\/\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/),
    ]);
    vi.mocked(console.warn).mockClear(); // checked
  });
});

describe("the functions switch", () => {
  // The build's constant, which vite.config.ts defines and Vitest makes a global.
  it("off: signing out everywhere is the app's bug, asking nothing and loading no client", async () => {
    vi.stubGlobal("__FUNCTIONS__", null);
    const requests = unavailableService();
    started = createFirebaseIdentity(null);

    const call = started.identity.signOutEverywhere();

    await expect(call).rejects.toThrow("This build has no Cloud Functions to call.");
    await expect(call).rejects.not.toHaveProperty("code");
    expect(requests).toEqual([]);
    expect(build.serverCallsLoaded).toBe(false);
  });
});
