/** Where a reload for a new deployment notes the entry script it left, so it reloads only once. */
const RELOADED_FROM = "reloaded-for-new-deployment";

/**
 * A chunk of the app's code that could not be loaded: offline, blocked, or a tab older than the
 * deployment that reloading did not renew. Its own class, so that this expected failure is told
 * apart from a bug in the code once loaded. The browser's own error is its `cause`.
 */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(cause: unknown) {
    super("A part of the app's code could not be loaded.", { cause });
  }
}

/**
 * Loads one of the app's chunks (a lazy page, the SDK, the database client). A tab opened before
 * a deployment asks for the chunks of the build it runs, which the deployment removed. When the
 * page served now runs another entry script than this tab, the tab is out of date: it reloads,
 * once, and the promise never settles as the page goes. Any other failure (offline, a blocked
 * file, a tab the reload did not renew) rejects with a ChunkLoadError, the caller's to report.
 * `reload` is for tests (jsdom's cannot be spied on).
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

/**
 * The entry script of a page served now, index.html as Vite writes it, found in its text: handing
 * HTML to a parser (DOMParser) is a sink that the CSP's Trusted Types refuse.
 */
const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"/;

function scriptUrl(src: string | null | undefined): string | null {
  return src ? new URL(src, location.href).href : null;
}
