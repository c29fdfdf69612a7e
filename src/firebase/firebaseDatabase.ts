import type { FirebaseApp } from "@firebase/app";
import { loadChunk } from "../lib/loadChunk";

/** The spec's database client, no reads or writes: Firestore Lite opens no connection till one. */
export async function initDatabase(app: FirebaseApp): Promise<void> {
  // The function taken inside the loader, where the bundler sees it: the chunk then holds what
  // getFirestore needs, not all of Firestore Lite.
  const startFirestore = await loadChunk(() =>
    import("@firebase/firestore/lite").then(({ getFirestore }) => getFirestore),
  );
  startFirestore(app);
}
