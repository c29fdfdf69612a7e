import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadChunk } from "./loadChunk";

const RUNNING = "/assets/index-A.js";
const DEPLOYED = "/assets/index-B.js";

/** The HTML that "/" serves, as Vite writes it, running this entry script. */
function page(entry: string) {
  return new Response(
    `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`,
  );
}

/** A fetch of "/" that answers with `served`. */
function serve(served: () => Promise<Response>) {
  const fetch = vi.fn(served);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const missingChunk = new TypeError("Failed to fetch dynamically imported module");
const failingLoad = () => Promise.reject(missingChunk);
/**
 * What loadChunk rejects with for that failure: its own class, named and worded for the console
 * that reports it, the browser's error as the cause.
 */
const refused = expect.objectContaining({
  constructor: ChunkLoadError,
  name: "ChunkLoadError",
  message: "A part of the app's code could not be loaded.",
  cause: missingChunk,
}) as ChunkLoadError;

/** Whether the promise has settled once every reaction already queued has run (a task later). */
async function hasSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve));
  return settled;
}

beforeEach(() => {
  document.head.innerHTML = `<script type="module" crossorigin src="${RUNNING}"></script>`;
});

afterEach(() => {
  document.head.innerHTML = "";
  sessionStorage.clear();
});

describe("loadChunk", () => {
  it("passes a loaded chunk through, and fetches nothing", async () => {
    const fetch = serve(() => Promise.resolve(page(DEPLOYED)));
    const chunk = { Page: "a page" };
    const reload = vi.fn();

    await expect(loadChunk(() => Promise.resolve(chunk), reload)).resolves.toBe(chunk);

    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once, and never settles, when the page served now runs another entry script", async () => {
    const fetch = serve(() => Promise.resolve(page(DEPLOYED)));
    let reload = () => {};
    const reloaded = new Promise<void>((resolve) => (reload = vi.fn(resolve)));

    const chunk = loadChunk(failingLoad, reload);
    await reloaded;

    expect(fetch).toHaveBeenCalledExactlyOnceWith("/", { cache: "no-store" });
    expect(reload).toHaveBeenCalledOnce();
    expect(await hasSettled(chunk)).toBe(false);
  });

  it.each([
    ["runs the same entry script", () => Promise.resolve(page(RUNNING))],
    ["has no entry script", () => Promise.resolve(new Response("<p>Down for maintenance</p>"))],
    ["cannot be fetched", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])(
    "rejects with a ChunkLoadError, and does not reload, when the page served %s",
    async (_, served) => {
      const fetch = serve(served);
      const reload = vi.fn();

      await expect(loadChunk(failingLoad, reload)).rejects.toThrow(refused);

      expect(fetch).toHaveBeenCalledOnce();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it("rejects with a ChunkLoadError when this page has no entry script to compare", async () => {
    document.head.innerHTML = "";
    const fetch = serve(() => Promise.resolve(page(DEPLOYED)));
    const reload = vi.fn();

    await expect(loadChunk(failingLoad, reload)).rejects.toThrow(refused);

    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  // A reload that the browser answered from a stale cache, say, runs the old entry script again:
  // reloading again would loop.
  it("does not reload a second time from the same entry script, and rejects instead", async () => {
    serve(() => Promise.resolve(page(DEPLOYED)));
    let reload = () => {};
    const reloaded = new Promise<void>((resolve) => (reload = vi.fn(resolve)));
    void loadChunk(failingLoad, reload);
    await reloaded;

    await expect(loadChunk(failingLoad, reload)).rejects.toThrow(refused);

    expect(reload).toHaveBeenCalledOnce();
  });
});
