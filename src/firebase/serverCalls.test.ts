import { deleteApp, initializeApp, type FirebaseApp } from "@firebase/app";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appConfig } from "../config/appConfig";
import { callFunction } from "./serverCalls";

const { projectId } = appConfig.firebaseOptions;
// Not the build's own (us-central1), the client's default: a region left out would show.
const region = "europe-west1";

/** The function's answer to every call, and the calls made: the Functions client takes `fetch`. */
function server(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

const ok = () => Promise.resolve(Response.json({ result: { revokedAt: "2026-11-28T12:00:00Z" } }));

// Each case has an app of its own: the client keeps one instance per app and region.
let apps: FirebaseApp[] = [];
function newApp() {
  const app = initializeApp(appConfig.firebaseOptions, `server-calls-${apps.length}`);
  apps.push(app);
  return app;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await Promise.all(apps.map((app) => deleteApp(app)));
  apps = [];
});

describe("callFunction", () => {
  // The origin a real project's CSP must allow in connect-src (scripts/hostingConfig.mjs).
  it("posts to the project's functions in its region, with no data", async () => {
    const calls = server(ok);

    await callFunction(newApp(), { region, emulator: null }, "signOutEverywhere");

    expect(calls).toEqual([
      {
        url: `https://${region}-${projectId}.cloudfunctions.net/signOutEverywhere`,
        init: expect.objectContaining({ method: "POST", body: '{"data":null}' }) as RequestInit,
      },
    ]);
  });

  it("posts to the Functions emulator in a build that has one", async () => {
    const calls = server(ok);
    const emulator = { host: "127.0.0.1", port: 5001 };

    await callFunction(newApp(), { region, emulator }, "signOutEverywhere");

    expect(calls.map(({ url }) => url)).toEqual([
      `http://127.0.0.1:5001/${projectId}/${region}/signOutEverywhere`,
    ]);
  });

  // The codes src/auth/serviceMessages.ts has words for: the server's own message is never shown.
  it.each([
    [
      "a refusal",
      () =>
        Response.json({ error: { status: "PERMISSION_DENIED", message: "x" } }, { status: 403 }),
      "functions/permission-denied",
    ],
    [
      "an answer without a status",
      () => new Response("", { status: 503 }),
      "functions/unavailable",
    ],
    [
      "a network failure",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "functions/internal",
    ],
  ])("rejects %s with the client's code", async (_, answer, code) => {
    server(() => Promise.resolve().then(answer));

    const call = callFunction(newApp(), { region, emulator: null }, "signOutEverywhere");

    await expect(call).rejects.toMatchObject({ code });
  });

  it("gives up after 15 seconds without an answer: deadline-exceeded", async () => {
    vi.useFakeTimers();
    server(() => new Promise(() => {}));
    const call = callFunction(newApp(), { region, emulator: null }, "signOutEverywhere");
    const settled = vi.fn();
    call.then(settled, settled);

    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toMatchObject({ code: "functions/deadline-exceeded" });
  });
});
