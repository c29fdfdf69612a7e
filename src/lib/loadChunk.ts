/** Where a reload for a new deployment notes the entry script it left, so it reloads only once. */
const RELOADED_FROM = "reloaded-for-new-deployment";

/** A chunk that could not be loaded: an expected failure, told apart from a bug in the code. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(cause: unknown) {
    super("A part of the app's code could not be loaded.", { cause });
  }
}

/**
 * Loads a chunk. A tab older than a deployment asks for chunks it removed: when the page served now
 * has another entry script, the tab reloads, once, and the promise never settles.
 */
export async function loadChunk<Chunk>(
  load: () => Promise<Chunk>,
  reload = () => {
    location.reload();
  },
): Promise<Chunk> {
  try {
    return await load();
  } catch (error) {
    if (!(await deployedSinceLoad())) throw new ChunkLoadError(error);
    reload();
    return new Promise<never>(() => {});
  }
}

async function deployedSinceLoad(): Promise<boolean> {
  try {
    const running = scriptUrl(
      document.querySelector('script[type="module"][src]')?.getAttribute("src"),
    );
    if (running === null || sessionStorage.getItem(RELOADED_FROM) === running) return false;
    const page = await fetch("/", { cache: "no-store" });
    const served = scriptUrl(ENTRY_SCRIPT.exec(await page.text())?.[1]);
    if (served === null || served === running) return false;
    sessionStorage.setItem(RELOADED_FROM, running);
    return true;
  } catch {
    return false; // offline, or storage refused: nothing says a deployment happened
  }
}

/** index.html's entry script, as Vite writes it: read as text, as Trusted Types refuse DOMParser. */
const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"/;

function scriptUrl(src: string | null | undefined): string | null {
  return src ? new URL(src, location.href).href : null;
}
