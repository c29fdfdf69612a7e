import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferIdentity } from "../auth/deferredIdentity";
import { FakeIdentityService } from "../testing/FakeIdentityService";
import { connectFirebase } from "./connectFirebase";
import { initDatabase } from "./firebaseDatabase";
import { startFirebase } from "./startFirebase";

vi.mock("./connectFirebase", () => ({ connectFirebase: vi.fn() }));
vi.mock("./firebaseDatabase", () => ({ initDatabase: vi.fn() }));

const app = { name: "[DEFAULT]" };

/** Firebase as connectFirebase gives it, whose SDK load the test completes or fails. */
function connectHeld(mayHaveSession: boolean) {
  type Loaded = { app: typeof app; identity: FakeIdentityService };
  const sdk = {} as { resolve: (loaded: Loaded) => void; reject: (error: Error) => void };
  const loaded = new Promise<Loaded>((resolve, reject) => Object.assign(sdk, { resolve, reject }));
  const loadSdk = vi.fn(() => loaded);
  const firebase = deferIdentity(loadSdk, { mayHaveSession, inbox: null });
  vi.mocked(connectFirebase).mockReturnValue(
    firebase as unknown as ReturnType<typeof connectFirebase>,
  );
  return { loadSdk, sdk, identity: new FakeIdentityService() };
}

/** A frame the test paints when it chooses: afterNextPaint waits for one, then a task. */
function heldFrame() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(document, "hidden", "get").mockReturnValue(false);
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
  return async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve));
  };
}

/** Lets every reaction queued so far run, and the tasks they queue. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  vi.mocked(initDatabase).mockResolvedValue();
});

afterEach(() => {
  vi.mocked(connectFirebase).mockReset();
  vi.mocked(initDatabase).mockReset();
});

describe("startFirebase", () => {
  it("loads the SDK of a first visit once the signed-out screen is painted, then the database", async () => {
    const { loadSdk, sdk, identity } = connectHeld(false);
    const paint = heldFrame();
    const listener = vi.fn();

    startFirebase().onUserChanged(listener);
    await settle();
    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(loadSdk).not.toHaveBeenCalled();

    await paint();
    expect(loadSdk).toHaveBeenCalledOnce();
    expect(initDatabase).not.toHaveBeenCalled();

    sdk.resolve({ app, identity });
    await settle();
    expect(initDatabase).toHaveBeenCalledExactlyOnceWith(app);
  });

  it("loads the SDK at once where a session may be stored, and the database after the first screen", async () => {
    const { loadSdk, sdk, identity } = connectHeld(true);
    const paint = heldFrame();

    startFirebase();
    expect(loadSdk).toHaveBeenCalledOnce();

    sdk.resolve({ app, identity });
    await settle();
    expect(initDatabase).not.toHaveBeenCalled(); // the SDK's first report has not been painted

    await paint();
    expect(initDatabase).toHaveBeenCalledExactlyOnceWith(app);
  });

  it("warns when the database client cannot be loaded", async () => {
    const { sdk, identity } = connectHeld(true);
    const refused = new Error("Failed to fetch dynamically imported module");
    vi.mocked(initDatabase).mockRejectedValue(refused);
    const warned = vi.mocked(console.warn).mockImplementation(() => {});
    const paint = heldFrame();

    startFirebase();
    sdk.resolve({ app, identity });
    await settle();
    await paint();
    await settle();

    expect(warned).toHaveBeenCalledExactlyOnceWith(
      "The database client could not be loaded.",
      refused,
    );
    warned.mockClear(); // checked
  });

  it("leaves a failed SDK load to the next call, without the database or an unhandled rejection", async () => {
    const { loadSdk, sdk } = connectHeld(true);
    const paint = heldFrame();

    const identity = startFirebase();
    sdk.reject(new Error("offline"));
    await settle();
    await paint();

    expect(initDatabase).not.toHaveBeenCalled();
    // The first call that needs the SDK tries again.
    void identity.signOut().catch(() => {});
    expect(loadSdk).toHaveBeenCalledTimes(2);
  });
});
