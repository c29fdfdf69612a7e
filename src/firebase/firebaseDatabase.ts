import type { FirebaseApp } from "@firebase/app";
import { loadChunk } from "../lib/loadChunk";

/**
 * The spec asks for an initialised database client with no reads or writes. It is loaded after
 * the first screen, as its own chunk, so the page never downloads or waits for it first.
 * Firestore Lite is the smallest client; it opens no connection until a read or write.
 */
export async function initDatabase(app: FirebaseApp): Promise<void> {
  // The function taken inside the loader, where the bundler sees it: the chunk then holds what
  // getFirestore needs, not all of Firestore Lite.
  const startFirestore = await loadChunk(() =>
    import("@firebase/firestore/lite").then(({ getFirestore }) => getFirestore),
  );
  startFirestore(app);
}
